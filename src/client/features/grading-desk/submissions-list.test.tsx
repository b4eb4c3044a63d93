import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import {
  DRAFTING_SUBMISSION_ID,
  READY_SUBMISSION_ID,
  seedGradingScenario,
} from '../../../../mocks/fixtures/grading';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { paths } from '../../lib/paths';

const openList = (assignmentId = 500) =>
  renderApp({
    route: paths.submissions(assignmentId),
    preloadedState: { auth: signedInAs('admin') },
  });

const rowOf = async (student: string) =>
  (await screen.findByRole('cell', { name: student })).closest('tr') as HTMLElement;

describe('Submissions of one assignment', () => {
  it("lists each student's latest version with its draft, grades and review state", async () => {
    seedGradingScenario(db);
    openList();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Submissions' });
    expect(
      await within(heading.closest<HTMLElement>('[data-page-header]')!).findByText(
        'Draft a thesis statement',
      ),
    ).toBeVisible();
    expect(
      within(heading.closest<HTMLElement>('[data-page-header]')!).getByRole('link', {
        name: 'Back to the week',
      }),
    ).toHaveAttribute('href', '/admin/apps/weeks/detail/100');
    const table = await screen.findByRole('table', { name: 'Submissions' });
    // Three students; sam's first version is superseded by the second.
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const sam = await rowOf('sam.student');
    expect(within(sam).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(sam).getByText('Draft ready')).toBeInTheDocument();
    expect(within(sam).getByText('78/100')).toBeInTheDocument();
    expect(within(sam).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(sam).getByRole('link', { name: 'Review the essay by sam.student' })).toHaveAttribute(
      'href',
      `/admin/apps/assignments/500/submissions/${READY_SUBMISSION_ID}`,
    );

    const mo = await rowOf('mo.writer');
    expect(within(mo).getByText('88/100')).toBeInTheDocument();
    expect(within(mo).getByText('Released')).toBeInTheDocument();
  });

  it("shows 'Drafting…' while the engine works and asks again until the draft is ready", async () => {
    seedGradingScenario(db);
    openList();
    const lee = await rowOf('lee.learner');
    expect(within(lee).getByText('Drafting…')).toBeInTheDocument();
    // The mock engine finishes after the first look; the next poll, a few seconds on, shows it.
    expect(
      await within(await rowOf('lee.learner')).findByText('Draft ready', {}, { timeout: 6000 }),
    ).toBeVisible();
    expect(db.reviews.get(DRAFTING_SUBMISSION_ID)?.draft_status).toBe('ready');
  });

  it("says 'Draft failed' for a draft the engine could not write", async () => {
    seedGradingScenario(db);
    db.reviews.set(DRAFTING_SUBMISSION_ID, {
      ...db.reviews.get(DRAFTING_SUBMISSION_ID)!,
      draft_status: 'failed',
      draft_error: 'The engine stopped.',
    });
    openList();
    expect(within(await rowOf('lee.learner')).getByText('Draft failed')).toBeInTheDocument();
  });

  it("is reached from the week's assignments, and leads to the grading screen", async () => {
    seedGradingScenario(db);
    const view = renderApp({
      route: '/admin/apps/weeks/detail/100',
      preloadedState: { auth: signedInAs('admin') },
    });
    await view.user.click(
      await screen.findByRole('link', { name: 'Submissions of Draft a thesis statement' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Submissions' })).toBeInTheDocument();
    await view.user.click(within(await rowOf('sam.student')).getByRole('link', { name: /^Review/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft a thesis statement' }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(
      `/admin/apps/assignments/500/submissions/${READY_SUBMISSION_ID}`,
    );
  });

  it('shows "Student N" for an assignment graded anonymously until the names are revealed on purpose', async () => {
    seedGradingScenario(db);
    db.assignments.find((row) => row.id === 500)!.anonymous_grading = true;
    const view = openList();
    const table = await screen.findByRole('table', { name: 'Submissions' });
    // Sam's and Lee's essays await review: both are hidden.
    expect(await within(table).findAllByRole('cell', { name: /^Student \d$/ })).toHaveLength(2);
    expect(within(table).queryByRole('cell', { name: 'sam.student' })).toBeNull();
    // A released essay's author is known again.
    expect(within(table).getByRole('cell', { name: 'mo.writer' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Reveal names' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reveal the students’ names?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Reveal names' }));
    expect(await rowOf('sam.student')).toBeInTheDocument();
    expect(
      screen.getByText('Names revealed on this page. They are hidden again when you leave it.'),
    ).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Hide names' }));
    expect(await within(table).findAllByRole('cell', { name: /^Student \d$/ })).toHaveLength(2);
  });

  it('shows where each grade stands in the LMS grade book for an assignment launched from one', async () => {
    seedGradingScenario(db);
    db.lmsGrades.set(READY_SUBMISSION_ID, {
      status: 'failed',
      detail: 'HTTP 503: grade book busy',
      sent_at: null,
    });
    openList();
    const table = await screen.findByRole('table', { name: 'Submissions' });
    expect(within(table).getByRole('columnheader', { name: 'LMS grade' })).toBeInTheDocument();
    expect(table).toHaveTextContent('Failed');
    expect(table).toHaveTextContent('HTTP 503: grade book busy');
  });

  it('says so when nobody has submitted yet', async () => {
    openList();
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Submissions' })).not.toBeInTheDocument();
  });

  it("shows the server's sentence when the list cannot be loaded", async () => {
    openList(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('That assignment does not exist.');
  });

  it('says so when the server fails', async () => {
    server.use(
      http.get('*/api/admin/assignments/:id/submissions', () => new HttpResponse(null, { status: 500 })),
    );
    openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch submissions');
  });
});
