import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../../mocks/db';
import { FEEDBACK_SUBMISSION_ID, seedReleasedFeedback } from '../../../../../mocks/fixtures/feedback';
import { server } from '../../../../../test/client/msw-server';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';

const ADMIN_ID = 1;
const openFeedback = () =>
  renderApp({ route: '/user/feedback/500', preloadedState: { auth: signedInAs('student') } });
/** The fifth comment's entry in the feedback list ("things that matters"). */
const fifthComment = async () =>
  (await screen.findByRole('region', { name: /^Comment 5 Grammar/ })) as HTMLElement;

describe('replying to a comment', () => {
  it("lets the student ask about a comment and shows the thread with each author's role", async () => {
    seedReleasedFeedback(db);
    const view = openFeedback();
    const entry = await fifthComment();
    await view.user.click(within(entry).getByRole('button', { name: 'Reply' }));
    expect(
      await within(entry).findByText('Ask your instructor about this comment, or say what you changed.'),
    ).toBeInTheDocument();
    await view.user.type(
      within(entry).getByRole('textbox', { name: 'Reply to your instructor' }),
      'Is it "matter" then? https://example.com/a',
    );
    await view.user.click(within(entry).getByRole('button', { name: 'Send reply' }));
    const reply = await within(entry).findByRole('listitem');
    expect(reply).toHaveTextContent('Student');
    expect(within(reply).getByRole('link', { name: 'https://example.com/a' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(entry).getByRole('textbox', { name: 'Reply to your instructor' })).toHaveValue('');
    expect(db.replies).toMatchObject([{ body: 'Is it "matter" then? https://example.com/a', author_id: 2 }]);
  });

  it('says a new answer from the instructor is waiting, and keeps a reply that failed to send', async () => {
    seedReleasedFeedback(db);
    const itemId = db.feedbackItems.find((item) => item.quote === 'things that matters')!.id;
    db.replies.push({
      id: 1,
      item_id: itemId,
      author_id: ADMIN_ID,
      body: 'Look at the subject.',
      created_at: '2026-01-15T10:00:00.000Z',
      seen: false,
    });
    server.use(
      http.post('*/api/feedback-items/:itemId/replies', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const first = openFeedback();
    const entry = await fifthComment();
    const header = entry.closest('[data-entry-id]') as HTMLElement;
    expect(within(header).getByText('New reply')).toBeInTheDocument();
    await first.user.click(within(entry).getByRole('button', { name: '1 reply, 1 new' }));
    expect(await within(entry).findByText('Look at the subject.')).toBeInTheDocument();
    expect(within(entry).getByText('Instructor')).toBeInTheDocument();
    await first.user.type(
      within(entry).getByRole('textbox', { name: 'Reply to your instructor' }),
      'Thank you.',
    );
    await first.user.click(within(entry).getByRole('button', { name: 'Send reply' }));
    expect(await within(entry).findByText(/could not be sent|went wrong|try again/i)).toBeInTheDocument();
    first.unmount();

    // A reload keeps what was typed, and the answer read before is no longer new.
    const again = openFeedback();
    const reopened = await fifthComment();
    expect(within(reopened.closest('[data-entry-id]') as HTMLElement).queryByText('New reply')).toBeNull();
    await again.user.click(within(reopened).getByRole('button', { name: '1 reply' }));
    expect(await within(reopened).findByRole('textbox', { name: 'Reply to your instructor' })).toHaveValue(
      'Thank you.',
    );
    expect(db.submissions.find((row) => row.id === FEEDBACK_SUBMISSION_ID)).toBeDefined();
  });

  it('counts new replies on both dashboards, each a link to where it is answered', async () => {
    seedReleasedFeedback(db);
    const itemId = db.feedbackItems.find((item) => item.quote === 'things that matters')!.id;
    const reply = { item_id: itemId, created_at: '2026-01-15T10:00:00.000Z', seen: false };
    db.replies.push(
      { ...reply, id: 1, author_id: ADMIN_ID, body: 'Look at the subject.' },
      { ...reply, id: 2, author_id: 2, body: 'Which one?' },
    );
    const student = renderApp({ route: '/user/dashboard', preloadedState: { auth: signedInAs('student') } });
    const forStudent = await screen.findByRole('region', { name: 'New replies from your instructor' });
    expect(within(forStudent).getByText('1 unread')).toBeInTheDocument();
    expect(within(forStudent).getByRole('link', { name: 'Draft a thesis statement' })).toHaveAttribute(
      'href',
      '/user/feedback/500',
    );
    student.unmount();
    renderApp({ route: '/admin/dashboard', preloadedState: { auth: signedInAs('admin') } });
    const forInstructor = await screen.findByRole('region', { name: 'New replies from students' });
    expect(within(forInstructor).getByRole('link', { name: /: Draft a thesis statement$/ })).toHaveAttribute(
      'href',
      `/admin/apps/assignments/500/submissions/${FEEDBACK_SUBMISSION_ID}`,
    );
  });

  it('says when the new replies cannot be checked, and checks again on Try again', async () => {
    seedReleasedFeedback(db);
    server.use(
      http.get('*/api/replies/unread', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const view = renderApp({ route: '/user/dashboard', preloadedState: { auth: signedInAs('student') } });
    expect(await screen.findByText('New replies could not be checked.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('New replies could not be checked.')).toBeNull());
  });
});
