import { Avatar, Float, Text } from '@chakra-ui/react';
import { avatarAppearance } from '../lib/avatar-appearance';
import { roleLabel } from '../lib/role-display';

interface UserAvatarProps {
  username: string;
  role: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Beside the name already written out (as in the user menu) the avatar adds nothing to read. */
  decorative?: boolean;
}

/** Section 6: colour from the username; an admin wears a fixed blue and a star. */
export function UserAvatar({ username, role, size = 'md', decorative = false }: UserAvatarProps) {
  const { colorPalette, star, initials } = avatarAppearance(username, role);
  return (
    <Avatar.Root
      size={size}
      variant="solid"
      colorPalette={colorPalette}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `${username}, ${roleLabel(role)}` })}
      data-palette={colorPalette}
    >
      <Avatar.Fallback aria-hidden="true">{initials}</Avatar.Fallback>
      {star && (
        <Float placement="bottom-end" offset="1">
          <Text as="span" aria-hidden="true" color="yellow.400" fontSize="xs" lineHeight="1">
            ★
          </Text>
        </Float>
      )}
    </Avatar.Root>
  );
}
