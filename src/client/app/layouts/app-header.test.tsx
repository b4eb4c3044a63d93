import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { mainNavigationFor } from './main-navigation';

const linksOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);

async function openMenu(route: string, who: Parameters<typeof signedInAs>[0]) {
  const view = renderApp({ route, preloadedState: { auth: signedInAs(who) } });
  // Read before the drawer opens: a modal drawer hides the rest of the page from assistive technology.
  const navigation = await screen.findByRole('navigation', { name: 'Main' });
  // An admin's header counts the accounts waiting for approval once the dashboard numbers arrive.
  if (who === 'admin') await within(navigation).findByRole('link', { name: /^Pending Users \(/ });
  const headerLinks = linksOf(navigation);
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(button);
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  return { ...view, headerLinks, button, drawer };
}

describe("the header's menu, which holds the navigation on narrow screens", () => {
  it("opens a drawer with the header's links, and Escape closes it with the focus back on the button", async () => {
    const { user, headerLinks, button, drawer } = await openMenu('/admin/dashboard', 'admin');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawerLinks = linksOf(within(drawer).getByRole('navigation', { name: 'Main' }));
    expect(drawerLinks).toEqual(headerLinks);
    expect(drawerLinks).toEqual(
      // The demo data holds one account waiting for approval, counted beside its link.
      mainNavigationFor('admin', '/admin/dashboard', { pendingUsers: 1 }).map(
        (entry) => `${entry.label} ${entry.to}`,
      ),
    );
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it is followed, on the page it leads to', async () => {
    const { user, router, drawer } = await openMenu('/user/dashboard', 'student');
    expect(linksOf(drawer)).toEqual([
      'Dashboard /user/dashboard',
      'My Courses /user/courses',
      'Profile /apps/user/profile',
    ]);
    await user.click(within(drawer).getByRole('link', { name: 'My Courses' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(router.state.location.pathname).toBe('/user/courses');
  });
});
