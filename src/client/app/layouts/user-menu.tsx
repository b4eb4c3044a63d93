import { Menu } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toaster } from '../../components/app-toaster';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../hooks';
import { logOut } from '../session';
import { UserMenuButton } from './user-menu-button';

const FIRST_ITEM = paths.profile();
const LAST_ITEM = 'logout';

/** How the menu starts when someone pressed the button before its code had arrived. */
export interface UserMenuStart {
  /** Open, with the first or last item highlighted as the arrow keys do, or none after a click. */
  open?: { highlight: 'first' | 'last' | null };
  /** The button had focus: the new one takes it over. */
  focusButton?: boolean;
}

/** The header's user menu: the account button, the profile pages and Log out. */
export function UserMenu({ open, focusButton = false }: UserMenuStart) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // An open menu takes focus itself; a closed one leaves it on the button, as before the swap.
    if (focusButton && !open) buttonRef.current?.focus();
  }, [focusButton, open]);

  const onSelect = async ({ value }: { value: string }) => {
    if (value === LAST_ITEM) {
      await dispatch(logOut());
      toaster.create({ type: 'info', title: 'You have been logged out.' });
      return;
    }
    navigate(value);
  };

  const highlight = open?.highlight;
  return (
    // Mounted when first opened: the menu's parts are drawn only for someone who uses them.
    <Menu.Root
      lazyMount
      onSelect={onSelect}
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={open !== undefined}
      defaultHighlightedValue={
        highlight === 'first' ? FIRST_ITEM : highlight === 'last' ? LAST_ITEM : undefined
      }
    >
      <Menu.Trigger asChild>
        <UserMenuButton ref={buttonRef} />
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the header landmark. */}
      <Menu.Positioner>
        <Menu.Content minWidth="48">
          <Menu.Item value={FIRST_ITEM}>Profile</Menu.Item>
          <Menu.Item value={paths.editProfile()}>Edit profile</Menu.Item>
          <Menu.Separator />
          <Menu.Item value={LAST_ITEM}>Log out</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
