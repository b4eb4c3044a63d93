import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { userFixtures } from '../../../../mocks/fixtures/users';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { readDraft } from './draft-storage';
import { SERVER_SAVE_DELAY_MS } from './use-essay-draft';

const DRAFT = '*/api/student/assignments/500/draft';
const draftKey = `${userFixtures.student.user.id}:500`;
/** Long enough for the pause before a save to the account, and the save itself. */
const SAVED = { timeout: SERVER_SAVE_DELAY_MS + 4000 };

const openWritePage = () =>
  renderApp({ route: '/user/assignments/500', preloadedState: { auth: signedInAs('student') } });

/** A draft another device saved to the account. */
function savedElsewhere(html: string, revision = 3) {
  db.essayDrafts.set(draftKey, {
    content_html: html,
    revision,
    saved_at: new Date().toISOString(),
    history: [],
  });
}

/** Resolves once the page has read the draft on the server. */
function draftRead(): Promise<void> {
  return new Promise((resolve) => {
    server.events.on('response:mocked', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/draft')) resolve();
    });
  });
}

async function typeInEditor(view: ReturnType<typeof openWritePage>, text: string) {
  const editor = await screen.findByRole('textbox', { name: 'Your essay' });
  await view.user.click(editor);
  await view.user.keyboard(text);
  return editor;
}

describe('the essay draft follows the student to another device', () => {
  it('opens the draft saved to the account on another device', async () => {
    savedElsewhere('<p>Written on the laptop last night.</p>');
    openWritePage();
    const editor = await screen.findByRole('textbox', { name: 'Your essay' });
    await waitFor(() => expect(editor).toHaveTextContent('Written on the laptop last night.'));
    expect(await screen.findByText(/^Saved to your account/)).toBeInTheDocument();
    // The device keeps its own copy too, for when the server cannot be reached.
    expect(readDraft(500)?.html).toBe('<p>Written on the laptop last night.</p>');
  });

  it('saves what is typed to the account after a pause', async () => {
    const view = openWritePage();
    await typeInEditor(view, 'Trees cool streets');
    expect(await screen.findByText(/^Saved to your account/, {}, SAVED)).toBeInTheDocument();
    expect(db.essayDrafts.get(draftKey)).toMatchObject({
      content_html: '<p>Trees cool streets</p>',
      revision: 1,
    });
  });

  it('offers both versions when another device saved meanwhile, and takes the one chosen', async () => {
    const read = draftRead();
    const view = openWritePage();
    // The phone saves after this page has read the (empty) draft.
    await read;
    savedElsewhere('<p>Typed on the phone.</p>');
    const editor = await typeInEditor(view, 'Typed here');
    const alert = await screen.findByRole('alert', {}, SAVED);
    expect(alert).toHaveTextContent('Your essay was changed in another window or on another device.');
    expect(within(alert).getByRole('blockquote', { name: 'The other version' })).toHaveTextContent(
      'Typed on the phone.',
    );
    // Nothing was written over the phone's copy.
    expect(db.essayDrafts.get(draftKey)?.content_html).toBe('<p>Typed on the phone.</p>');
    await view.user.click(within(alert).getByRole('button', { name: 'Use the other version' }));
    await waitFor(() => expect(editor).toHaveTextContent('Typed on the phone.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the version in this editor when the student chooses it', async () => {
    const read = draftRead();
    const view = openWritePage();
    await read;
    savedElsewhere('<p>Typed on the phone.</p>', 4);
    await typeInEditor(view, 'Typed here');
    const alert = await screen.findByRole('alert', {}, SAVED);
    await view.user.click(within(alert).getByRole('button', { name: 'Keep the version in this editor' }));
    await waitFor(() =>
      expect(db.essayDrafts.get(draftKey)).toMatchObject({ content_html: '<p>Typed here</p>', revision: 5 }),
    );
  });

  it('waits for a slow save before the next, so its own saves never meet as two devices', async () => {
    // The first save takes five seconds to arrive; the student goes on typing meanwhile.
    server.use(
      http.put(
        DRAFT,
        async () => {
          await delay(5000);
        },
        { once: true },
      ),
    );
    const view = openWritePage();
    await typeInEditor(view, 'First words');
    await waitFor(() => expect(screen.getByText('Saving to your account…')).toBeInTheDocument(), SAVED);
    await view.user.keyboard(' and more');
    await waitFor(
      () =>
        expect(db.essayDrafts.get(draftKey)).toMatchObject({
          content_html: '<p>First words and more</p>',
          revision: 2,
        }),
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);

  it('says the essay is on this device only while the account cannot be reached', async () => {
    server.use(http.put(DRAFT, () => HttpResponse.error()));
    const view = openWritePage();
    await typeInEditor(view, 'Offline words');
    expect(await screen.findByText(/^Saved on this device only: offline/, {}, SAVED)).toBeInTheDocument();
    expect(readDraft(500)?.html).toBe('<p>Offline words</p>');
  });
});
