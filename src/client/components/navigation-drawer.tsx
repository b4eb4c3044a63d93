import { CloseButton, Drawer, Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router';

export interface NavigationLink {
  label: string;
  to: string;
  /** Current only on this exact address, not below it (a home page). */
  end?: boolean;
}

export interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's title, which names it. */
  title: string;
  /** The name of its navigation landmark, the same as the wide screen's. */
  label: string;
  links: NavigationLink[];
  /** Where the focus goes back to when it closes: the button that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The navigation of narrow screens: the header's links in a drawer that keeps the focus inside until it
 * closes, by Escape, its close button, a press outside it or a link followed.
 */
export function NavigationDrawer({
  open,
  onOpenChange,
  title,
  label,
  links,
  returnFocusTo,
}: NavigationDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
      lazyMount
      unmountOnExit
      finalFocusEl={returnFocusTo}
    >
      <Drawer.Backdrop />
      <Drawer.Positioner>
        <Drawer.Content>
          <Drawer.Header>
            <Drawer.Title>{title}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body>
            <Stack as="nav" aria-label={label} gap="1">
              {links.map((link) => (
                <Link
                  asChild
                  key={link.to}
                  px="3"
                  py="2.5"
                  rounded="md"
                  textStyle="md"
                  _currentPage={{ bg: 'colorPalette.subtle', fontWeight: 'semibold' }}
                  onClick={() => onOpenChange(false)}
                >
                  <NavLink to={link.to} end={link.end}>
                    {link.label}
                  </NavLink>
                </Link>
              ))}
            </Stack>
          </Drawer.Body>
          <Drawer.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close menu" />
          </Drawer.CloseTrigger>
        </Drawer.Content>
      </Drawer.Positioner>
    </Drawer.Root>
  );
}
