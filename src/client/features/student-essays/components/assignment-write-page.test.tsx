import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../../mocks/db';
import { seedReleasedFeedback } from '../../../../../mocks/fixtures/feedback';
import { releasedSubmission, sampleSubmission } from '../../../../../mocks/fixtures/submissions';
import { apiError } from '../../../../../mocks/handlers/respond';
import { server } from '../../../../../test/client/msw-server';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';
import { essayOf, leaveDraft } from '../../../../../test/client/submissions/essay-fixtures';
import { formatTime } from '../../../lib/date-format';
import { hasAssignmentDraft, readDraft } from '../draft-storage';

const SUBMISSIONS = '*/api/student/assignments/500/submissions';

const openWritePage = () =>
  renderApp({ route: '/user/assignments/500', preloadedState: { auth: signedInAs('student') } });

/** The Idempotency-Key of every submit the page sends. */
function recordSubmitKeys(): string[] {
  const keys: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') keys.push(request.headers.get('idempotency-key') ?? '');
  });
  return keys;
}

async function confirmSubmit(view: ReturnType<typeof openWritePage>) {
  await view.user.click(await screen.findByRole('button', { name: 'Submit essay' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Submit essay?' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Submit essay' }));
  return dialog;
}

describe('writing an essay (/user/assignments/{id})', () => {
  it('shows the assignment and restores the draft left on this device, with its word count', async () => {
    leaveDraft(essayOf(120));
    openWritePage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft a thesis statement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Essay Writing 101 · Finding a thesis (Week 1)')).toBeInTheDocument();
    expect(screen.getByText('Write one paragraph.')).toBeInTheDocument();
    expect(await screen.findByText(/^Restored your draft from/)).toBeInTheDocument();
    expect(screen.getByText('120 words · 100–300 words')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Submit essay' })).toBeEnabled();
  });

  it('counts words as the student types, blocks Submit outside the limits and autosaves', async () => {
    const view = openWritePage();
    const editor = await screen.findByRole('textbox', { name: 'Your essay' });
    expect(screen.getByText('0 words · 100–300 words')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit essay' })).toBeDisabled();
    expect(screen.getByText('Write your essay to submit it.')).toBeInTheDocument();

    await view.user.click(editor);
    await view.user.keyboard('Three short words');
    expect(screen.getByText('3 words · 100–300 words · 97 more words needed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit essay' })).toHaveAccessibleDescription(
      'Add 97 words to submit.',
    );

    // On this device a second after the typing stops; in the account a little later.
    const saved = await screen.findByText(/^Draft saved at/);
    const draft = readDraft(500);
    expect(draft?.html).toBe('<p>Three short words</p>');
    expect(saved).toHaveTextContent(`Draft saved at ${formatTime(draft?.savedAt ?? '')}`);
    expect(await screen.findByText(/^Saved to your account/, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('saves the draft at once when the student leaves before the autosave', async () => {
    const view = openWritePage();
    await view.user.click(await screen.findByRole('textbox', { name: 'Your essay' }));
    await view.user.keyboard('Gone');
    expect(hasAssignmentDraft(500)).toBe(false);
    await act(() => view.router.navigate('/user/courses'));
    expect(readDraft(500)?.html).toBe('<p>Gone</p>');
  });

  it('submits after confirming, clears the draft and opens the review', async () => {
    leaveDraft(essayOf(120));
    const view = openWritePage();
    await view.user.click(await screen.findByRole('button', { name: 'Submit essay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit essay?' });
    expect(dialog).toHaveTextContent('Your essay has 120 words.');
    expect(dialog).not.toHaveTextContent('replaces');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit essay' }));

    expect(await screen.findByText('Essay submitted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your submission' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/user/review/500');
    expect(hasAssignmentDraft(500)).toBe(false);
    expect(db.submissions).toHaveLength(1);
    expect(db.submissions[0]).toMatchObject({ assignment_id: 500, version: 1, word_count: 120 });
  });

  it('says when a submit replaces the version submitted before', async () => {
    db.submissions.push(sampleSubmission());
    leaveDraft(essayOf(150));
    const view = openWritePage();
    const dialog = await confirmSubmit(view);
    expect(dialog).toHaveTextContent(/It replaces the version you submitted on/);
    await screen.findByRole('heading', { name: 'Your submission' });
    expect(db.submissions).toEqual([expect.objectContaining({ version: 1, word_count: 150 })]);
  });

  it('keeps the draft when offline, and Retry sends the same Idempotency-Key so one essay is stored', async () => {
    server.use(http.post(SUBMISSIONS, () => HttpResponse.error(), { once: true }));
    const keys = recordSubmitKeys();
    leaveDraft(essayOf(120));
    const view = openWritePage();
    await confirmSubmit(view);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You appear to be offline. Your draft is saved on this device.');
    expect(readDraft(500)?.html).toBe(essayOf(120));

    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your submission' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(db.submissions).toHaveLength(1);
    expect(db.submissions[0].idempotency_key).toBe(keys[0]);
  });

  it('finishes a submit interrupted by a reload with the key it had, storing nothing twice', async () => {
    const html = essayOf(120);
    leaveDraft(html, 'essay-interrupted-1');
    // The first attempt reached the server; only its answer was lost.
    db.submissions.push(
      sampleSubmission({ content_html: html, word_count: 120, idempotency_key: 'essay-interrupted-1' }),
    );
    const keys = recordSubmitKeys();
    const view = openWritePage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your last submit did not finish. Your draft is saved on this device.');
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Your submission' })).toBeInTheDocument();
    expect(keys).toEqual(['essay-interrupted-1']);
    expect(db.submissions).toHaveLength(1);
    expect(hasAssignmentDraft(500)).toBe(false);
  });

  it("shows the server's reason for refusing the essay and keeps the draft", async () => {
    server.use(
      http.post(SUBMISSIONS, () =>
        apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
          fields: { content_html: 'Your essay has 120 words; the limit is 100.' },
        }),
      ),
    );
    leaveDraft(essayOf(120));
    const view = openWritePage();
    await confirmSubmit(view);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your essay has 120 words; the limit is 100.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(hasAssignmentDraft(500)).toBe(true);
    expect(view.router.state.location.pathname).toBe('/user/assignments/500');
  });

  it('shows a server failure with Retry', async () => {
    server.use(http.post(SUBMISSIONS, () => apiError(500, 'INTERNAL', 'Something went wrong.')));
    leaveDraft(essayOf(120));
    const view = openWritePage();
    await confirmSubmit(view);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Your draft is saved on this device.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the essay read-only, with a link to the review, once feedback is released', async () => {
    db.submissions.push(releasedSubmission());
    openWritePage();
    expect(
      await screen.findByText('Feedback on this essay has been released, so it can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Mine does.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View review' })).toHaveAttribute('href', '/user/review/500');
    expect(screen.queryByRole('textbox', { name: 'Your essay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit essay' })).not.toBeInTheDocument();
  });

  it('shows the essay read-only, without a review yet, once the instructor has begun reviewing it', async () => {
    db.submissions.push(sampleSubmission({ saved: true, feedback_generated_at: '2026-01-11T10:00:00.000Z' }));
    openWritePage();
    expect(
      await screen.findByText(
        /^Your instructor has begun reviewing this essay, so it can no longer be changed/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your essay' })).not.toBeInTheDocument();
  });

  it('says when the assignment cannot be loaded', async () => {
    renderApp({ route: '/user/assignments/999', preloadedState: { auth: signedInAs('student') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Assignment not found');
  });

  it('revises a released essay beside its comments, and the revision becomes version 2', async () => {
    Object.assign(db.assignments.find((row) => row.id === 500)!, {
      allow_revisions: true,
      max_versions: 3,
      max_words: null,
    });
    seedReleasedFeedback(db);
    const view = openWritePage();
    const comments = await screen.findByRole('region', { name: 'Comments on version 1' });
    expect(await within(comments).findAllByRole('listitem')).toHaveLength(8);
    expect(within(comments).getByRole('listitem', { name: 'Comment 5' })).toHaveTextContent(
      'Subject and verb disagree',
    );
    const editor = await screen.findByRole('textbox', { name: 'Your essay' });
    expect(editor).toHaveTextContent(/^Less Homework, More Learning/);
    // Each comment's passage is marked in the text being revised, with the comment's number.
    await waitFor(() =>
      expect(
        [...editor.querySelectorAll('[data-passage-number]')].map((mark) =>
          mark.getAttribute('data-passage-number'),
        ),
      ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']),
    );
    expect(editor.querySelectorAll('.passage-mark[title^="Subject and verb disagree"]')).toHaveLength(1);

    await view.user.click(await screen.findByRole('button', { name: 'Submit essay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit essay?' });
    expect(dialog).toHaveTextContent('It becomes version 2; version 1 and its feedback stay as they are.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit essay' }));
    expect(await screen.findByText('Essay submitted.')).toBeInTheDocument();
    expect(db.submissions.filter((row) => row.assignment_id === 500).map((row) => row.version)).toEqual([
      1, 2,
    ]);
  });
});
