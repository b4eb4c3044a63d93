import { screen, within } from '@testing-library/react';
import { renderApp } from './render-with-providers';
import { signedInAs } from './session-fixtures';

/** Renders a route signed in as `who` and waits until the trail ends with `last`. */
export async function trailAt(route: string, last: string, who: Parameters<typeof signedInAs>[0]) {
  renderApp({ route, preloadedState: { auth: signedInAs(who) } });
  const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  await within(nav).findByText(last);
  return nav;
}

export const trailLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
