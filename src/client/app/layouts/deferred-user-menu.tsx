import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { toaster } from '../../components/app-toaster';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { type ChunkLoader, userMenu } from '../page-chunks';
import type { UserMenuStart } from './user-menu';
import { UserMenuButton } from './user-menu-button';

type UserMenuModule = typeof import('./user-menu');
type Opening = NonNullable<UserMenuStart['open']>;

const OPENING_KEYS: Record<string, Opening['highlight']> = { ArrowDown: 'first', ArrowUp: 'last' };

interface DeferredUserMenuProps {
  /** The menu's code; the tests hand over their own to decide when it arrives. */
  load?: ChunkLoader<UserMenuModule>;
}

/**
 * The header's user menu, drawn first as its button alone. The menu itself (its state machine and the
 * positioning library) is fetched once the page has painted: on a slow phone it held back the first
 * paint of every page by about 70 ms, for a menu nobody had opened yet. A press on the button before
 * then opens the menu as soon as it arrives, and focus stays on the button when the real one takes
 * its place.
 */
export function DeferredUserMenu({ load = userMenu }: DeferredUserMenuProps) {
  const [arrived, setArrived] = useState(() => load.loaded);
  // The press that asked for the menu, whichever request brings its code.
  const [opening, setOpening] = useState<Opening | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusedAtSwap = useRef<boolean | undefined>(undefined);
  const painted = useAfterFirstPaint();

  const fetchMenu = (pressed?: Opening) =>
    load().then(
      (module) => setArrived((current) => current ?? module),
      () => {
        // In the background nobody is waiting; after a press, say why nothing opened. Pressing again
        // tries again.
        if (!pressed) return;
        setOpening(undefined);
        toaster.create({
          type: 'error',
          title: 'The account menu could not load. Check your connection and try again.',
        });
      },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, when the page has painted.
  useEffect(() => {
    if (painted && !load.loaded) void fetchMenu();
  }, [painted]);

  if (arrived) {
    // Read while this button is still in the page, in the render that replaces it.
    focusedAtSwap.current ??= buttonRef.current !== null && document.activeElement === buttonRef.current;
    return <arrived.UserMenu open={opening} focusButton={focusedAtSwap.current} />;
  }

  const press = (pressed: Opening) => {
    setOpening(pressed);
    void fetchMenu(pressed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const highlight = OPENING_KEYS[event.key];
    if (highlight === undefined) return;
    event.preventDefault();
    press({ highlight });
  };
  return (
    <UserMenuButton
      ref={buttonRef}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => press({ highlight: null })}
      onKeyDown={onKeyDown}
    />
  );
}
