import { Button, type ButtonProps, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import { roleLabel } from '../../lib/role-display';
import { useAppSelector } from '../hooks';
import { selectAuth } from '../session';

/**
 * The header's account button: who is signed in and as what (section 6). The user menu opens from it;
 * the header draws it on its own until the menu's code has arrived (deferred-user-menu.tsx).
 */
export function UserMenuButton(props: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { username, displayName, userRole } = useAppSelector(selectAuth);
  const name = displayName || username || 'Account';
  return (
    // The name holds the visible words, so it still reads right where small screens hide them.
    <Button
      variant="ghost"
      height="auto"
      py="1"
      px="2"
      gap="3"
      aria-label={`Account menu: ${name} ${roleLabel(userRole)}`}
      {...props}
    >
      {/* The avatar keeps the colour and letters it always had, from the username. */}
      <UserAvatar username={username ?? name} role={userRole} size="sm" decorative />
      {/* Spans: a button may only hold phrasing content. */}
      <Stack as="span" gap="0" align="flex-start" display={{ base: 'none', sm: 'flex' }}>
        <Text as="span" fontSize="sm" fontWeight="medium">
          {name}
        </Text>
        <Text as="span" fontSize="xs" color="fg.muted">
          {roleLabel(userRole)}
        </Text>
      </Stack>
    </Button>
  );
}
