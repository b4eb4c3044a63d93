import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { db } from '../../../../../mocks/db';
import { releasedSubmission, sampleSubmission } from '../../../../../mocks/fixtures/submissions';
import { server } from '../../../../../test/client/msw-server';
import { recordRequests } from '../../../../../test/client/record-requests';
import { renderWithProviders } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';
import type { GradeItem } from '../../../../shared/contract';
import { RecentGrades } from './recent-grades';

const showRecentGrades = () =>
  renderWithProviders(<RecentGrades />, { preloadedState: { auth: signedInAs('student') } });

const gradeItem = (overrides: Partial<GradeItem>): GradeItem => ({
  submission_id: 1,
  assignment_id: 500,
  assignment_title: 'Draft a thesis statement',
  grade: 91,
  feedback: 'Well argued.',
  submitted_at: '2026-01-10T10:00:00.000Z',
  graded_at: '2026-01-14T09:30:00.000Z',
  feedback_generated_at: null,
  is_approved: true,
  saved: false,
  status: 'graded',
  ...overrides,
});

describe('recent grades', () => {
  it('lists released grades with coloured chips and links to their reviews', async () => {
    db.submissions.push(releasedSubmission({ grade: 91 }));
    showRecentGrades();
    const list = await screen.findByRole('list', { name: 'Recent Grades' });
    const link = within(list).getByRole('link', { name: 'Draft a thesis statement' });
    expect(link).toHaveAttribute('href', '/user/review/500');
    expect(within(list).getByText('91/100')).toHaveAttribute('data-tone', 'success');
  });

  it('shows only released entries, even if the server sent others (section 4)', async () => {
    server.use(
      http.get('*/api/student/grades', () =>
        HttpResponse.json([
          gradeItem({ submission_id: 1, assignment_title: 'Released', grade: 72 }),
          gradeItem({
            submission_id: 2,
            assignment_title: 'Drafted by the engine',
            graded_at: null,
            feedback_generated_at: '2026-01-13T08:00:00.000Z',
          }),
          gradeItem({
            submission_id: 3,
            assignment_title: 'Not graded',
            grade: null,
            feedback: null,
            graded_at: null,
            is_approved: false,
            status: 'submitted',
          }),
        ]),
      ),
    );
    showRecentGrades();
    const list = await screen.findByRole('list', { name: 'Recent Grades' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('72/100')).toHaveAttribute('data-tone', 'warning');
  });

  it('says when there are no grades yet', async () => {
    db.submissions.push(sampleSubmission());
    showRecentGrades();
    expect(await screen.findByText('No grades yet.')).toBeInTheDocument();
  });

  it('asks for nothing and shows nothing to a student who may not view grades (section 6)', async () => {
    const calls = recordRequests();
    renderWithProviders(<RecentGrades />, { preloadedState: { auth: signedInAs('pending') } });
    // Long enough for a request the component might have started to reach the network.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Recent Grades' })).not.toBeInTheDocument();
    expect(calls).not.toContain('GET /student/grades');
  });

  it('says when grades cannot be fetched (section 8)', async () => {
    server.use(http.get('*/api/student/grades', () => HttpResponse.json({}, { status: 500 })));
    showRecentGrades();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch grades. Please try again later.',
    );
  });

  it('removes an entry after confirming, at once and for good', async () => {
    db.submissions.push(releasedSubmission());
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.delete('*/api/student/feedback/:id', async () => {
        await answered;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = showRecentGrades();
    const list = await screen.findByRole('list', { name: 'Recent Grades' });
    await view.user.click(
      within(list).getByRole('button', { name: 'Remove Draft a thesis statement from the list' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: "Remove 'Draft a thesis statement' from your list?",
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // Gone before the server has answered (section 7: removed from the local lists).
    expect(await screen.findByText('No grades yet.')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('No grades yet.')).toBeInTheDocument();
  });

  it('puts the entry back and says so when removing fails (section 8)', async () => {
    db.submissions.push(releasedSubmission());
    server.use(
      http.delete('*/api/student/feedback/:id', async () => {
        await delay(50);
        return HttpResponse.json({ statusCode: 500, code: 'INTERNAL', error: 'Boom.' }, { status: 500 });
      }),
    );
    const view = showRecentGrades();
    const list = await screen.findByRole('list', { name: 'Recent Grades' });
    await view.user.click(within(list).getByRole('button', { name: /^Remove Draft a thesis statement/ }));
    const dialog = await screen.findByRole('alertdialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to delete feedback. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Draft a thesis statement' })).toBeInTheDocument();
    expect(db.submissions[0].hidden_from_student_at).toBeNull();
  });
});
