import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toaster } from './app-toaster';
import { MenuIcon } from './icons';
import type { NavigationDrawerProps } from './navigation-drawer';
import { useAfterFirstPaint } from './use-after-first-paint';

type DrawerModule = typeof import('./navigation-drawer');

let arrived: DrawerModule | undefined;
let pending: Promise<DrawerModule> | undefined;

/** The drawer's code (a dialog's state machine and focus trap): no wide screen ever needs it. */
function loadDrawer(): Promise<DrawerModule> {
  pending ??= import(/* webpackChunkName: "navigation-drawer" */ './navigation-drawer').then(
    (module) => {
      arrived = module;
      return module;
    },
    (error: unknown) => {
      // The next press asks again.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

interface CollapsedNavigationProps extends Pick<NavigationDrawerProps, 'title' | 'label' | 'links'> {
  /** From this breakpoint up the page shows the links themselves, and this button hides. */
  hideFrom: IconButtonProps['hideFrom'];
}

/**
 * The menu button that stands for a navigation on narrow screens, and the drawer it opens. The drawer's
 * code is fetched once the page has painted, only where the button shows, or at the first press.
 */
export function CollapsedNavigation({ title, label, links, hideFrom }: CollapsedNavigationProps) {
  const [drawer, setDrawer] = useState(() => arrived);
  // Open on the page where it was opened: going to another page by any way closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (opened: boolean) => setOpenOn(opened ? pathname : null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const painted = useAfterFirstPaint();

  const fetchDrawer = (pressed: boolean) =>
    loadDrawer().then(
      (module) => setDrawer(() => module),
      () => {
        if (!pressed) return;
        setOpen(false);
        toaster.create({
          type: 'error',
          title: 'The menu could not load. Check your connection and try again.',
        });
      },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, when the page has painted.
  useEffect(() => {
    if (painted && !drawer && buttonRef.current?.checkVisibility?.()) void fetchDrawer(false);
  }, [painted]);

  const press = () => {
    setOpen(true);
    if (!drawer) void fetchDrawer(true);
  };

  return (
    <>
      <IconButton
        ref={buttonRef}
        hideFrom={hideFrom}
        variant="ghost"
        aria-label={title}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={press}
      >
        <MenuIcon />
      </IconButton>
      {drawer && (
        <drawer.NavigationDrawer
          open={open}
          onOpenChange={setOpen}
          title={title}
          label={label}
          links={links}
          returnFocusTo={() => buttonRef.current}
        />
      )}
    </>
  );
}
