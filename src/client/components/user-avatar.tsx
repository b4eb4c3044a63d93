import { chakra, Float, Text, useSlotRecipe } from '@chakra-ui/react';
import { avatarAppearance } from '../lib/avatar-appearance';
import { roleLabel } from '../lib/role-display';

interface UserAvatarProps {
  username: string;
  role: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Beside the name already written out (as in the user menu) the avatar adds nothing to read. */
  decorative?: boolean;
}

/**
 * Section 6: colour from the username; an admin wears a fixed blue and a star. Chakra's avatar styles on
 * plain elements: these avatars are always initials, never a picture, and the avatar component's
 * image-loading state machine only added work to every page's first paint (the header shows one).
 */
export function UserAvatar({ username, role, size = 'md', decorative = false }: UserAvatarProps) {
  const { colorPalette, star, initials } = avatarAppearance(username, role);
  const styles = useSlotRecipe({ key: 'avatar' })({ size, variant: 'solid' });
  return (
    <chakra.span
      css={styles.root}
      colorPalette={colorPalette}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `${username}, ${roleLabel(role)}` })}
      data-palette={colorPalette}
    >
      <chakra.span css={styles.fallback} aria-hidden="true">
        {initials}
      </chakra.span>
      {star && (
        <Float as="span" placement="bottom-end" offset="1">
          <Text as="span" aria-hidden="true" color="yellow.400" fontSize="xs" lineHeight="1">
            ★
          </Text>
        </Float>
      )}
    </chakra.span>
  );
}
