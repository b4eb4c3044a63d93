import { screen, within } from '@testing-library/react';
import { db } from '../../../../../mocks/db';
import { seedReleasedFeedback } from '../../../../../mocks/fixtures/feedback';
import { ESSAY_RUBRIC } from '../../../../../mocks/fixtures/rubrics';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';

const openFeedback = () =>
  renderApp({ route: '/user/feedback/500', preloadedState: { auth: signedInAs('student') } });

describe('the rubric on the student’s released feedback', () => {
  it('shows every criterion with its levels, the student’s own marked, the points and the comment', async () => {
    const submission = seedReleasedFeedback(db);
    db.rubrics.set(500, ESSAY_RUBRIC);
    db.rubricScores.set(submission.id, [
      { criterion_id: 10, level_id: 11, comment: 'A claim a reader could dispute.' },
      { criterion_id: 50, level_id: 53, comment: '' },
    ]);
    openFeedback();
    const rubric = await screen.findByRole('region', { name: 'Rubric' });
    expect(within(rubric).getByText('6 of 20 points')).toBeInTheDocument();
    const claim = within(rubric).getByRole('listitem', { name: 'Claim' });
    expect(within(claim).getByText('4 of 4 points')).toBeInTheDocument();
    const yours = within(claim).getByText('Your level').closest('li') as HTMLElement;
    expect(yours).toHaveAttribute('aria-current', 'true');
    expect(yours).toHaveTextContent(/^Exemplary · 4 points/);
    expect(within(claim).getByText('A claim a reader could dispute.')).toBeInTheDocument();
    expect(
      within(within(rubric).getByRole('listitem', { name: 'Conventions' })).getByText('2 of 4 points'),
    ).toBeInTheDocument();
    expect(
      within(within(rubric).getByRole('listitem', { name: 'Evidence' })).getByText('not scored, of 4 points'),
    ).toBeInTheDocument();
    expect(within(rubric).getAllByText('Your level')).toHaveLength(2);
  });

  it('says the essay was graded without the rubric, rather than 0 points, when no level was chosen', async () => {
    seedReleasedFeedback(db);
    db.rubrics.set(500, ESSAY_RUBRIC);
    openFeedback();
    const rubric = await screen.findByRole('region', { name: 'Rubric' });
    expect(
      within(rubric).getByText('Your instructor graded this essay without scoring it on the rubric.'),
    ).toBeInTheDocument();
    expect(within(rubric).queryByText('0 of 20 points')).toBeNull();
  });

  it('shows no rubric before the release', async () => {
    const submission = seedReleasedFeedback(db, {
      submission: { graded_at: null, is_approved: false, saved: false, status: 'submitted', grade: null },
    });
    db.rubrics.set(500, ESSAY_RUBRIC);
    db.rubricScores.set(submission.id, [{ criterion_id: 10, level_id: 11, comment: '' }]);
    openFeedback();
    expect(await screen.findByText('Your instructor is reviewing your essay.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rubric' })).not.toBeInTheDocument();
  });
});
