import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db';
import { READY_SUBMISSION_ID, seedGradingScenario } from '../../../mocks/fixtures/grading';
import { paths } from '../../../src/client/lib/paths';
import { server } from '../msw-server';
import { renderApp } from '../render-with-providers';
import { signedInAs } from '../session-fixtures';

export const gradingRoute = (submissionId = READY_SUBMISSION_ID) => paths.grading(500, submissionId);

/** The grading screen for one of the seeded essays, signed in as the instructor. */
export async function openGrading(submissionId = READY_SUBMISSION_ID, { seed = true } = {}) {
  if (seed) seedGradingScenario(db);
  const view = renderApp({
    route: gradingRoute(submissionId),
    preloadedState: { auth: signedInAs('admin') },
  });
  // The first test of a file also loads and evaluates the grading screen's code: on a busy machine that
  // alone can take longer than Testing Library's usual wait.
  await screen.findByRole('heading', { level: 1, name: 'Draft a thesis statement' }, { timeout: 15_000 });
  return view;
}

/** Chooses a tab of the grading screen as a person would, and waits for its panel to show. */
async function showTab(name: 'Comments' | 'Grade' | 'Essay') {
  const tab = screen.getByRole('tab', { name });
  if (tab.getAttribute('aria-selected') !== 'true') fireEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
}

/** The summary and grade form, on its tab; the tab is chosen first when another one is showing. */
export async function summaryForm(): Promise<HTMLElement> {
  await showTab('Grade');
  return screen.getByRole('form', { name: 'Summary and grade' });
}

/** A comment's card, on the Comments tab. */
export async function commentCard(number: number): Promise<HTMLElement> {
  await screen.findByRole('tab', { name: 'Comments' });
  await showTab('Comments');
  return screen.findByRole('listitem', { name: `Comment ${number}` });
}

export const essay = () => screen.findByRole('region', { name: /^Essay by / });

/** The JSON bodies the client sends with `method` to paths ending in `suffix`, in order. */
export function recordBodies(method: string, suffix: RegExp): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== method || !suffix.test(new URL(request.url).pathname)) return;
    bodies.push(await request.clone().json());
  });
  return bodies;
}

/** Selects `quote` in the rendered essay as a person would with the mouse, and lets go. */
export async function selectInEssay(quote: string) {
  const region = await essay();
  await waitFor(() => expect(region.querySelector('mark')).not.toBeNull());
  const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = (node as Text).data.indexOf(quote);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + quote.length);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    fireEvent.mouseUp(region);
    return;
  }
  throw new Error(`'${quote}' is not one text node of the essay`);
}

export const decisionOf = (card: HTMLElement) => card.getAttribute('data-decision');

export const filterButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Show comments' })).getByRole('button', { name });
