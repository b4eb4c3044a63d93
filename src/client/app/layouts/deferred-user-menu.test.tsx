import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import type { ChunkLoader } from '../page-chunks';
import { DeferredUserMenu } from './deferred-user-menu';

type UserMenuModule = typeof import('./user-menu');

/** The menu's code, arriving (or failing) when the test says so. */
function heldBackMenuCode() {
  const requests: Array<{ resolve: (module: UserMenuModule) => void; reject: (error: Error) => void }> = [];
  const load = Object.assign(
    () =>
      new Promise<UserMenuModule>((resolve, reject) => {
        requests.push({ resolve, reject });
      }),
    { loaded: undefined },
  ) as ChunkLoader<UserMenuModule>;
  const arrive = async () => {
    const module = await import('./user-menu');
    await act(async () => {
      for (const request of requests.splice(0)) request.resolve(module);
    });
  };
  const fail = async () => {
    await act(async () => {
      for (const request of requests.splice(0)) request.reject(new Error('ChunkLoadError'));
    });
  };
  return { load, requests, arrive, fail };
}

const renderMenu = (code: ReturnType<typeof heldBackMenuCode>) =>
  renderWithProviders(<DeferredUserMenu load={code.load} />, {
    preloadedState: { auth: signedInAs('student') },
  });

const accountButton = () => screen.getByRole('button', { name: /^Account menu: Sam Rivera Student/ });

describe("the header's user menu, whose code follows the first paint", () => {
  it('shows the account button at once and asks for the menu once the page has painted', async () => {
    const code = heldBackMenuCode();
    renderMenu(code);
    expect(accountButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(code.requests).toHaveLength(0);
    await waitFor(() => expect(code.requests).toHaveLength(1));
    await code.arrive();
    fireEvent.click(accountButton());
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('opens the menu, focus inside, when the button was pressed before the code arrived', async () => {
    const code = heldBackMenuCode();
    renderMenu(code);
    fireEvent.click(accountButton());
    expect(screen.queryByRole('menu')).toBeNull();
    await code.arrive();
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the menu when pressed as its code arrives, before the button has been replaced', async () => {
    const code = heldBackMenuCode();
    renderMenu(code);
    await waitFor(() => expect(code.requests).toHaveLength(1));
    const module = await import('./user-menu');
    const [background] = code.requests.splice(0);
    await act(async () => {
      background.resolve(module);
      await Promise.resolve();
      // The code is here, but React has not drawn the menu yet: the press lands on the first button.
      fireEvent.click(accountButton());
    });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  });

  it('opens on the arrow keys with the first or last item highlighted, as the menu itself does', async () => {
    const code = heldBackMenuCode();
    renderMenu(code);
    accountButton().focus();
    fireEvent.keyDown(accountButton(), { key: 'ArrowUp' });
    await code.arrive();
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('data-highlighted'),
    );
  });

  it('keeps focus on the button when the menu arrives while someone is on it', async () => {
    const code = heldBackMenuCode();
    renderMenu(code);
    accountButton().focus();
    await waitFor(() => expect(code.requests).toHaveLength(1));
    await code.arrive();
    await waitFor(() => expect(accountButton()).toHaveAttribute('data-scope', 'menu'));
    expect(accountButton()).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('says so when the menu cannot load after a press, and a second press tries again', async () => {
    const code = heldBackMenuCode();
    renderMenu(code);
    fireEvent.click(accountButton());
    await code.fail();
    expect(
      await screen.findByText('The account menu could not load. Check your connection and try again.'),
    ).toBeInTheDocument();
    fireEvent.click(accountButton());
    await code.arrive();
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  });
});
