import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { READY_SUBMISSION_ID, seedGradingScenario } from '../../../../mocks/fixtures/grading';
import { sampleSubmission } from '../../../../mocks/fixtures/submissions';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openDashboard = () =>
  renderApp({ route: '/admin/dashboard', preloadedState: { auth: signedInAs('admin') } });

/** The number a stat card shows beneath its label. */
async function stat(label: string) {
  const overview = await screen.findByRole('region', { name: 'Overview' });
  const card = within(overview).getByText(label, { exact: true }).closest('dl');
  return within(card as HTMLElement).getByRole('definition').textContent;
}

describe('Admin Dashboard (section 2: /admin/dashboard)', () => {
  it('shows the counts of people, courses, enrollments and essays awaiting review', async () => {
    db.submissions.push(
      sampleSubmission({ id: 1, version: 1 }),
      sampleSubmission({ id: 2, version: 2 }),
      sampleSubmission({
        id: 3,
        assignment_id: 501,
        graded_at: '2026-01-12T09:00:00.000Z',
        status: 'graded',
      }),
    );
    openDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await stat('Users')).toBe('5');
    expect(await stat('Students')).toBe('4');
    expect(await stat('Administrators')).toBe('1');
    expect(await stat('Pending approval')).toBe('1');
    expect(await stat('Unverified e-mail')).toBe('1');
    expect(await stat('Courses')).toBe('3');
    expect(await stat('Enrollments')).toBe('2');
    // Two versions of one essay count once; a graded one not at all.
    expect(await stat('Submissions awaiting review')).toBe('1');
  });

  it('lists the newest sign-ups first', async () => {
    db.users.get(4)!.created_at = '2026-03-01T09:00:00.000Z';
    openDashboard();
    const recent = await screen.findByRole('list', { name: 'Recent sign-ups' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Pat Morgan');
    expect(items[0]).toHaveTextContent('Pending');
  });

  it('leads to the pending users, and an approval there changes the count', async () => {
    const view = openDashboard();
    await stat('Pending approval');
    await view.user.click(screen.getByRole('link', { name: 'Pending approval' }));
    const table = await screen.findByRole('table', { name: 'Pending users' });
    await view.user.click(within(table).getByRole('button', { name: 'Approve pat.pending' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve pat.pending?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('No users are waiting for approval.');
    await view.user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Overview' });
    expect(await stat('Pending approval')).toBe('0');
  });

  it('says so when the numbers cannot be loaded', async () => {
    server.use(http.get('*/api/admin/dashboard', () => new HttpResponse(null, { status: 500 })));
    openDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard');
  });
});

describe('Submissions awaiting review on the Admin Dashboard', () => {
  it('lists the unreleased latest essays, oldest first, each linking to its grading screen', async () => {
    seedGradingScenario(db);
    const view = openDashboard();
    const panel = await screen.findByRole('region', { name: 'Submissions awaiting review' });
    const entries = await within(panel).findAllByRole('listitem');
    // Sam's second version (9100) and lee's essay; the released one and the superseded version are not.
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('sam.student: Draft a thesis statement');
    expect(entries[0]).toHaveTextContent('Essay Writing 101');
    expect(entries[0]).toHaveTextContent('Draft ready');
    expect(entries[1]).toHaveTextContent('lee.learner');
    const review = within(entries[0]).getByRole('link', {
      name: 'Review the essay by sam.student for Draft a thesis statement',
    });
    expect(review).toHaveAttribute('href', `/admin/apps/assignments/500/submissions/${READY_SUBMISSION_ID}`);
    await view.user.click(review);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft a thesis statement' }),
    ).toBeInTheDocument();
  });

  it('is where the awaiting-review number leads', async () => {
    openDashboard();
    await stat('Submissions awaiting review');
    expect(screen.getByRole('link', { name: 'Submissions awaiting review' })).toHaveAttribute(
      'href',
      '#awaiting-review',
    );
    const panel = await screen.findByRole('region', { name: 'Submissions awaiting review' });
    expect(panel).toHaveAttribute('id', 'awaiting-review');
    expect(await within(panel).findByText('No essays are waiting for review.')).toBeInTheDocument();
  });
});
