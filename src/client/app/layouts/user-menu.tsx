import { Button, Menu, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { toaster } from '../../components/app-toaster';
import { UserAvatar } from '../../components/user-avatar';
import { roleLabel } from '../../lib/role-display';
import { useAppDispatch, useAppSelector } from '../hooks';
import { logOut, selectAuth } from '../session';

/** The header's user menu: who is signed in and as what (section 6), their profile, and Log out. */
export function UserMenu() {
  const { username, userRole } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = username ?? 'Account';

  const onSelect = async ({ value }: { value: string }) => {
    if (value === 'logout') {
      await dispatch(logOut());
      toaster.create({ type: 'info', title: 'You have been logged out.' });
      return;
    }
    navigate(value);
  };

  return (
    // Mounted when first opened: the menu's parts are not drawn with every page's first paint.
    <Menu.Root lazyMount onSelect={onSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The name holds the visible words, so it still reads right where small screens hide them. */}
        <Button
          variant="ghost"
          height="auto"
          py="1"
          px="2"
          gap="3"
          aria-label={`Account menu: ${name} ${roleLabel(userRole)}`}
        >
          <UserAvatar username={name} role={userRole} size="sm" decorative />
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
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the header landmark. */}
      <Menu.Positioner>
        <Menu.Content minWidth="48">
          <Menu.Item value="/apps/user/profile">Profile</Menu.Item>
          <Menu.Item value="/apps/user/edit-profile">Edit profile</Menu.Item>
          <Menu.Separator />
          <Menu.Item value="logout">Log out</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
