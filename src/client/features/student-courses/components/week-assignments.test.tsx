import { screen, within } from '@testing-library/react';
import { db } from '../../../../../mocks/db';
import { laterAssignment } from '../../../../../mocks/fixtures/student';
import { releasedSubmission, sampleSubmission } from '../../../../../mocks/fixtures/submissions';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';

// A draft as the essay editor leaves it in browser storage (section 3).
const draft = (html: string) =>
  JSON.stringify({ html, savedAt: '2026-01-10T09:00:00.000Z', submitKey: null });

const assignmentCard = async (title: string) => {
  renderApp({ route: '/user/weeks/100?course_id=10', preloadedState: { auth: signedInAs('student') } });
  return screen.findByRole('listitem', { name: title });
};

describe("a week's assignments (section 2: Week Content)", () => {
  it('shows the due date and the word limits', async () => {
    db.assignments.push(laterAssignment());
    const thesis = await assignmentCard('Draft a thesis statement');
    expect(within(thesis).getByText(/^Due/).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-01-12T17:00:00.000Z',
    );
    expect(within(thesis).getByText('100–300 words')).toBeInTheDocument();
    const revise = screen.getByRole('listitem', { name: 'Revise your thesis' });
    expect(within(revise).getByText('At least 150 words')).toBeInTheDocument();
  });

  it("offers to write an essay that is not started, leading to the assignment's page", async () => {
    const card = await assignmentCard('Draft a thesis statement');
    expect(within(card).getByText('Not started')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Write essay/ })).toHaveAttribute(
      'href',
      '/user/assignments/500',
    );
    expect(within(card).queryByRole('link', { name: /^View submission/ })).toBeNull();
  });

  it('marks a draft kept in the browser and offers to continue it', async () => {
    window.sessionStorage.setItem('assignment_draft_500', draft('<p>Begun</p>'));
    const card = await assignmentCard('Draft a thesis statement');
    expect(within(card).getByText('Draft saved')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Continue writing/ })).toHaveAttribute(
      'href',
      '/user/assignments/500',
    );
  });

  it('finds a draft kept on a remembered device too', async () => {
    window.localStorage.setItem('assignment_draft_500', draft('<p>Begun</p>'));
    const card = await assignmentCard('Draft a thesis statement');
    expect(within(card).getByText('Draft saved')).toBeInTheDocument();
  });

  it('marks a submitted essay, leads to its review, and offers a revision until feedback is out', async () => {
    db.submissions.push(sampleSubmission());
    const card = await assignmentCard('Draft a thesis statement');
    expect(within(card).getByText('Submitted')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^View submission/ })).toHaveAttribute(
      'href',
      '/user/review/500',
    );
    expect(within(card).queryByRole('link', { name: /^Write essay/ })).toBeNull();
    expect(within(card).getByRole('link', { name: /^Revise essay/ })).toHaveAttribute(
      'href',
      '/user/assignments/500',
    );
  });

  it('ignores a stored draft that cannot be read', async () => {
    window.sessionStorage.setItem('assignment_draft_500', '{not json');
    const card = await assignmentCard('Draft a thesis statement');
    expect(within(card).getByText('Not started')).toBeInTheDocument();
  });

  it('shows the grade once released, and no longer offers writing', async () => {
    db.submissions.push(releasedSubmission());
    window.sessionStorage.setItem('assignment_draft_500', draft('<p>Later</p>'));
    const card = await assignmentCard('Draft a thesis statement');
    expect(within(card).getByText('Graded: 85/100')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^View submission/ })).toBeInTheDocument();
    expect(
      within(card).queryByRole('link', { name: /^(Write essay|Continue writing|Revise essay)/ }),
    ).toBeNull();
  });

  it('keeps a grade that is not released out of sight', async () => {
    db.submissions.push(sampleSubmission({ grade: 70, feedback_generated_at: '2026-01-13T08:00:00.000Z' }));
    const card = await assignmentCard('Draft a thesis statement');
    expect(within(card).getByText('Submitted')).toBeInTheDocument();
    expect(within(card).queryByText(/Graded/)).toBeNull();
  });
});
