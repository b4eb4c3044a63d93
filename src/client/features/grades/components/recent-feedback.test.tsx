import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../../mocks/db';
import { laterAssignment } from '../../../../../mocks/fixtures/student';
import { releasedSubmission } from '../../../../../mocks/fixtures/submissions';
import { server } from '../../../../../test/client/msw-server';
import { recordRequests } from '../../../../../test/client/record-requests';
import { renderWithProviders } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';
import { RecentFeedback } from './recent-feedback';

const showRecentFeedback = (who: Parameters<typeof signedInAs>[0] = 'student') =>
  renderWithProviders(<RecentFeedback />, { preloadedState: { auth: signedInAs(who) } });

/** Two released essays: the thesis draft graded on the 14th, its revision graded on the 20th. */
function twoReleasedEssays() {
  db.assignments.push(laterAssignment());
  db.submissions.push(
    releasedSubmission({ id: 9000, grade: 85, graded_at: '2026-01-14T09:30:00.000Z' }),
    releasedSubmission({
      id: 9001,
      assignment_id: 501,
      grade: 92,
      feedback: 'Much sharper: the claim is now one a reader could dispute.',
      graded_at: '2026-01-20T09:30:00.000Z',
    }),
  );
}

describe('recent feedback on the dashboard', () => {
  it('shows only the most recent feedback (section 4), its grade as the grade lookup gives it, and a way in', async () => {
    twoReleasedEssays();
    const calls = recordRequests();
    showRecentFeedback();
    const list = await screen.findByRole('list', { name: 'Recent Feedback' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Revise your thesis' })).toHaveAttribute(
      'href',
      '/user/feedback/501',
    );
    expect(
      within(list).getByText('Much sharper: the claim is now one a reader could dispute.'),
    ).toBeInTheDocument();
    expect(within(list).getByText('92/100')).toHaveAttribute('data-tone', 'success');
    expect(within(list).getByText(/^Released/)).toHaveTextContent('Released 20 Jan 2026');
    await waitFor(() => expect(calls).toContain('GET /submissions/9001/grade'));
    expect(calls).toContain('GET /student/feedback');
  });

  it('shows the grade the lookup answers, when it differs from the list’s copy', async () => {
    twoReleasedEssays();
    server.use(
      http.get('*/api/submissions/:id/grade', ({ params }) =>
        HttpResponse.json({
          submission_id: Number(params.id),
          grade: 95,
          feedback: 'Regraded after a second reading.',
          graded_at: '2026-01-21T09:30:00.000Z',
        }),
      ),
    );
    showRecentFeedback();
    const list = await screen.findByRole('list', { name: 'Recent Feedback' });
    expect(await within(list).findByText('95/100')).toBeInTheDocument();
    expect(within(list).getByText('Regraded after a second reading.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch submission grade' when the grade lookup fails (section 8)", async () => {
    twoReleasedEssays();
    server.use(http.get('*/api/submissions/:id/grade', () => new HttpResponse(null, { status: 500 })));
    showRecentFeedback();
    const list = await screen.findByRole('list', { name: 'Recent Feedback' });
    expect(await within(list).findByRole('alert')).toHaveTextContent('Failed to fetch submission grade');
    // The list's own copy still says what the grade was.
    expect(within(list).getByText('92/100')).toBeInTheDocument();
  });

  it("says 'Failed to fetch feedback. Please try again later.' when the list cannot be fetched (section 8)", async () => {
    server.use(http.get('*/api/student/feedback', () => new HttpResponse(null, { status: 500 })));
    showRecentFeedback();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch feedback. Please try again later.',
    );
  });

  it('removes the entry only after the student confirms, and then the one before it shows', async () => {
    twoReleasedEssays();
    const calls = recordRequests();
    const view = showRecentFeedback();
    const list = await screen.findByRole('list', { name: 'Recent Feedback' });
    const remove = within(list).getByRole('button', { name: 'Remove Revise your thesis from the list' });

    await view.user.click(remove);
    const dialog = await screen.findByRole('alertdialog', {
      name: "Remove 'Revise your thesis' from your list?",
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await view.user.click(remove);
    const again = await screen.findByRole('alertdialog');
    await view.user.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('link', { name: 'Draft a thesis statement' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Revise your thesis' })).not.toBeInTheDocument();
    expect(calls).toContain('DELETE /student/feedback/9001');
    expect(db.submissions.find((row) => row.id === 9001)?.hidden_from_student_at).not.toBeNull();
  });

  it('says when there is no feedback yet', async () => {
    showRecentFeedback();
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
  });

  it('asks for nothing and shows nothing to a student who may not view grades (section 6)', async () => {
    const calls = recordRequests();
    showRecentFeedback('pending');
    // Long enough for a request the component might have started to reach the network.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Recent Feedback' })).not.toBeInTheDocument();
    expect(calls).not.toContain('GET /student/feedback');
  });
});
