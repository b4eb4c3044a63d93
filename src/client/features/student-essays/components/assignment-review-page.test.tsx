import { screen, within } from '@testing-library/react';
import { db } from '../../../../../mocks/db';
import {
  type MockSubmission,
  releasedSubmission,
  sampleSubmission,
} from '../../../../../mocks/fixtures/submissions';
import { catchDownloads } from '../../../../../test/client/downloads';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';
import { paths } from '../../../lib/paths';

const openReview = (id = 500) =>
  renderApp({ route: paths.assignmentReview(id), preloadedState: { auth: signedInAs('student') } });

function given(...rows: MockSubmission[]) {
  db.submissions.push(...rows);
}

describe('assignment review (section 2: /user/review/{assignmentId})', () => {
  it('shows the released grade, the submission and the instructor feedback card', async () => {
    given(releasedSubmission());
    openReview();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft a thesis statement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Grade: 85/100')).toHaveAttribute('data-tone', 'info');

    const submission = screen.getByRole('region', { name: 'Your submission' });
    expect(within(submission).getByText('Mine does.')).toBeInTheDocument();
    expect(within(submission).getByText(/version 1 · 10 words/)).toBeInTheDocument();

    const feedback = screen.getByRole('region', { name: 'Instructor Feedback' });
    expect(within(feedback).getByText('Final grade: 85/100')).toBeInTheDocument();
    expect(
      within(feedback).getByText('A clear thesis. Support it with one more example.'),
    ).toBeInTheDocument();
    expect(within(feedback).getByRole('link', { name: 'View Detailed Feedback' })).toHaveAttribute(
      'href',
      '/user/review-feedback/500',
    );
  });

  it.each<[number, string]>([
    [95, 'success'],
    [90, 'success'],
    [89, 'info'],
    [75, 'warning'],
    [69, 'error'],
  ])('colours a grade of %d as %s (90/80/70)', async (grade, tone) => {
    given(releasedSubmission({ grade }));
    openReview();
    expect(await screen.findByText(`Grade: ${grade}/100`)).toHaveAttribute('data-tone', tone);
  });

  it("offers 'View Details' when a grade was released without written feedback", async () => {
    given(releasedSubmission({ feedback: null }));
    openReview();
    const feedback = await screen.findByRole('region', { name: 'Instructor Feedback' });
    expect(within(feedback).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
  });

  it('shows no grade, feedback or details button before the instructor releases them', async () => {
    // Feedback the engine drafted is not released (section 4): the server sends none of it.
    given(
      sampleSubmission({ feedback_generated_at: '2026-01-13T08:00:00.000Z', grade: 88, feedback: 'Draft' }),
    );
    openReview();
    const feedback = await screen.findByRole('region', { name: 'Instructor Feedback' });
    expect(feedback).toHaveTextContent('Your instructor has not released feedback on this essay yet.');
    expect(within(feedback).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByText(/\/100/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revise essay' })).toHaveAttribute(
      'href',
      '/user/assignments/500',
    );
  });

  it('downloads the submission as an HTML file named after the assignment', async () => {
    const downloads = catchDownloads();
    given(releasedSubmission());
    const view = openReview();
    await view.user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toBe('Draft a thesis statement_submission.html');
    expect(downloads[0].blob.type).toBe('text/html');
    const document = await downloads[0].blob.text();
    expect(document).toMatch(/^<!DOCTYPE html>/);
    expect(document).toContain('<title>Draft a thesis statement</title>');
    expect(document).toContain('<p>Mine does.</p>');
  });

  it('goes back to the assignment week', async () => {
    given(sampleSubmission());
    openReview();
    expect(await screen.findByRole('link', { name: '← Back' })).toHaveAttribute(
      'href',
      '/user/weeks/100?course_id=10',
    );
  });

  it('says so when nothing was submitted yet', async () => {
    openReview();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Assignment not found or no submission available',
    );
    expect(screen.getByRole('button', { name: '← Back' })).toBeInTheDocument();
  });

  it('says so when the assignment does not exist', async () => {
    openReview(999);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Assignment not found or no submission available',
    );
  });
});
