import { screen, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { FEEDBACK_SUBMISSION_ID } from '../../../../mocks/fixtures/feedback';
import { RELEASED_SUBMISSION_ID, seedGradingScenario } from '../../../../mocks/fixtures/grading';
import { REVISION_SUBMISSION_ID, seedRevision } from '../../../../mocks/fixtures/revisions';
import { commentCard, gradingRoute, openGrading } from '../../../../test/client/grading/grading-screen';

describe('grading a revision (the revision loop)', () => {
  it('lists the versions and what became of the comments of the version before', async () => {
    seedRevision(db, { released: false });
    const view = await openGrading(REVISION_SUBMISSION_ID, { seed: false });
    await view.user.click(await screen.findByRole('tab', { name: 'Versions' }));
    const versions = screen.getByRole('region', { name: 'All versions' });
    expect(within(versions).getByRole('link', { name: 'Version 1' })).toHaveAttribute(
      'href',
      gradingRoute(FEEDBACK_SUBMISSION_ID),
    );
    expect(within(versions).getByText('Version 2 (this one)')).toBeInTheDocument();
    const carried = screen.getByRole('region', { name: 'Comments on version 1' });
    expect(within(carried).getByText('2 revised, 6 unchanged.')).toBeInTheDocument();
    expect(
      within(carried).getByRole('listitem', { name: /^Revised: “Their” is possessive/ }),
    ).toHaveTextContent('Now: They are also right');
  });

  it('draws the comments still standing on the essay, apart from its own, and opens one on Versions', async () => {
    seedRevision(db, { released: false });
    const view = await openGrading(REVISION_SUBMISSION_ID, { seed: false });
    const essay = await screen.findByRole('region', { name: /^Essay by / });
    const standing = await within(essay).findAllByRole('button', { name: /^Comment from version 1: / });
    expect(standing).toHaveLength(6);
    // Marked with their version, not numbered: the numbers count this version's comments (none yet).
    const marks = [...essay.querySelectorAll('mark[data-feedback-number]')];
    expect(marks.map((mark) => mark.getAttribute('data-feedback-number'))).toEqual(Array(6).fill('v1'));
    expect(within(essay).queryByRole('button', { name: /^Comment 1: / })).toBeNull();
    await view.user.click(standing[0]);
    expect(screen.getByRole('tab', { name: 'Versions' })).toHaveAttribute('aria-selected', 'true');
    const carried = screen.getByRole('region', { name: 'Comments on version 1' });
    const name = standing[0].getAttribute('aria-label')!.replace(/^Comment from version 1: [^,]+, /, '');
    expect(within(carried).getAllByText(name.replace(/^“|”$/gu, '')).length).toBeGreaterThan(0);
  });

  it("sets each version's grade and rubric levels side by side", async () => {
    seedRevision(db, { released: false, rubric: true });
    const view = await openGrading(REVISION_SUBMISSION_ID, { seed: false });
    await view.user.click(await screen.findByRole('tab', { name: 'Versions' }));
    const table = screen.getByRole('table', { name: 'Grades by version' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Criterion', 'Version 1', 'Version 2']);
    expect(rows[1]).toEqual(['Claim', 'Developing · 2 points', 'Proficient · 3 points']);
    expect(rows[2]).toEqual(['Evidence', '—', '—']);
    expect(rows.at(-1)).toEqual(['Grade', '84/100', 'No grade yet']);
  });

  it('has no Versions tab for an essay with a single version', async () => {
    await openGrading(RELEASED_SUBMISSION_ID);
    expect(await screen.findByRole('tab', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Versions' })).toBeNull();
  });

  it("shows the student's replies under a released comment, and answers them", async () => {
    seedGradingScenario(db);
    const item = db.feedbackItems.find((row) => row.submission_id === RELEASED_SUBMISSION_ID)!;
    db.replies.push({
      id: 1,
      item_id: item.id,
      author_id: 21,
      body: 'Why is this vague?',
      created_at: '2026-01-15T10:00:00.000Z',
      seen: false,
    });
    const view = await openGrading(RELEASED_SUBMISSION_ID, { seed: false });
    const card = await commentCard(1);
    await view.user.click(within(card).getByRole('button', { name: '1 reply, 1 new' }));
    expect(await within(card).findByText('Why is this vague?')).toBeInTheDocument();
    await view.user.type(
      within(card).getByRole('textbox', { name: 'Reply to the student' }),
      'Name the study.',
    );
    await view.user.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await within(card).findByText('Name the study.')).toBeInTheDocument();
    expect(within(card).getAllByText('Instructor')).toHaveLength(1);
  });

  it('lets the instructor overturn a revised status, and confirm one', async () => {
    seedRevision(db, { released: false });
    const view = await openGrading(REVISION_SUBMISSION_ID, { seed: false });
    await view.user.click(await screen.findByRole('tab', { name: 'Versions' }));
    const carried = screen.getByRole('region', { name: 'Comments on version 1' });
    const revised = () => within(carried).getByRole('listitem', { name: /^Revised: “Their” is possessive/ });
    await view.user.click(within(revised()).getByRole('button', { name: 'Confirm revised' }));
    expect(await within(revised()).findByText('You confirmed this.')).toBeInTheDocument();
    await view.user.click(within(revised()).getByRole('button', { name: 'Not revised' }));
    const overturned = await within(carried).findByRole('listitem', {
      name: /^Unchanged: “Their” is possessive/,
    });
    expect(within(overturned).getByText('You confirmed this.')).toBeInTheDocument();
    expect(await within(carried).findByText('1 revised, 7 unchanged.')).toBeInTheDocument();
  });
});
