import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { seedRevision } from '../../../../mocks/fixtures/revisions';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openAnalytics = (route = '/admin/student-analytics') =>
  renderApp({ route, preloadedState: { auth: signedInAs('admin') } });

const region = (name: string) => screen.findByRole('region', { name });
/** The spoken summary that stands in for a chart's drawing. */
const pictureIn = async (chart: string) =>
  within(await region(chart))
    .getByRole('img')
    .getAttribute('aria-label');
const columnOf = async (tableName: string, column = 0) =>
  within(await screen.findByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column].textContent);
const summaryValue = async (label: string) => {
  const summary = await region('Summary');
  const card = within(summary).getByText(label, { exact: true }).closest('dl');
  return within(card as HTMLElement).getByRole('definition').textContent;
};

describe('Student Analytics (section 2: /admin/student-analytics)', () => {
  it('sums up the latest essays of every course in cards, tables and four described charts', async () => {
    openAnalytics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Analytics' })).toBeInTheDocument();
    expect(await summaryValue('Students')).toBe('6');
    expect(await summaryValue('Submissions')).toBe('9');
    expect(await summaryValue('Awaiting review')).toBe('2');
    expect(await summaryValue('Released')).toBe('7');
    expect(await summaryValue('Average grade')).toBe('74.0');

    expect(await pictureIn('Submissions over time')).toMatch(/^9 submissions from .+; the most, 2, on /);
    expect(await pictureIn('Grade distribution')).toBe(
      '7 released grades. 0–59: 1, 60–69: 2, 70–79: 1, 80–89: 2, 90–100: 1.',
    );
    expect(await pictureIn('Feedback by category and severity')).toMatch(
      /^All drafted items by category: grammar 7 \(high 2, medium 3, low 2\); clarity 3/,
    );
    expect(await pictureIn('Suggested against final grade')).toBe(
      '7 released essays: the final grade is above the suggested grade on 4, below on 2, equal on 1; on average +1.4 points.',
    );

    expect(await columnOf('Courses')).toEqual([
      'Argument and Evidence',
      'Essay Writing 101',
      'Style Workshop',
    ]);
    const essayWriting = within(await screen.findByRole('table', { name: 'Courses' }))
      .getByRole('cell', { name: 'Essay Writing 101' })
      .closest('tr') as HTMLElement;
    expect(
      within(essayWriting)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Essay Writing 101', '4', '6', '2', '4', '77.0']);
    expect(await columnOf('Students')).toEqual([
      'ivy.writer',
      'kim.keen',
      'lee.learner',
      'mo.writer',
      'raj.reader',
      'Sam Rivera',
    ]);
  });

  it('shows each rubric criterion with the essays scored on it and their average points', async () => {
    openAnalytics();
    expect(await columnOf('Rubric criteria', 1)).toEqual([
      'Claim',
      'Evidence',
      'Counterargument',
      'Organization',
      'Conventions',
    ]);
    const averages = await columnOf('Rubric criteria', 3);
    for (const average of averages) expect(average).toMatch(/^\d(\.\d)? of 4$/);
  });

  it('sorts the students by any column, saying so with aria-sort, and keeps the never-graded last', async () => {
    const view = openAnalytics();
    const table = await screen.findByRole('table', { name: 'Students' });
    const sortBy = () => within(table).getByRole('button', { name: 'Average grade' });
    await view.user.click(sortBy());
    expect(sortBy().closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(await columnOf('Students', 3)).toEqual(['57.0', '61.0', '68.0', '80.3', '91.0', '—']);
    await view.user.click(sortBy());
    expect(sortBy().closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(await columnOf('Students')).toEqual([
      'mo.writer',
      'Sam Rivera',
      'ivy.writer',
      'lee.learner',
      'raj.reader',
      'kim.keen',
    ]);
    expect(within(table).getByRole('button', { name: 'Student' }).closest('th')).not.toHaveAttribute(
      'aria-sort',
    );
  });

  it('narrows to a course and then one of its weeks, keeping both in the address', async () => {
    const view = openAnalytics();
    const week = () => screen.getByRole('combobox', { name: 'Week' });
    await screen.findByRole('table', { name: 'Courses' });
    expect(week()).toBeDisabled();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Argument and Evidence');
    expect(view.router.state.location.search).toBe('?course=11');
    await waitFor(async () => expect(await columnOf('Courses')).toEqual(['Argument and Evidence']));
    expect(await columnOf('Students')).toEqual(['ivy.writer', 'raj.reader', 'Sam Rivera']);
    expect(week()).toBeEnabled();
    expect(
      within(week())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All weeks', 'Claims (Week 1)']);
    await view.user.selectOptions(week(), 'Claims (Week 1)');
    expect(view.router.state.location.search).toBe('?course=11&week=110');
    // Another course drops a week that is not one of its own.
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Essay Writing 101');
    expect(view.router.state.location.search).toBe('?course=10');
  });

  it('reads the filters from the address it is opened at', async () => {
    openAnalytics('/admin/student-analytics?course=10&week=101');
    await waitFor(async () => expect(await summaryValue('Submissions')).toBe('3'));
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('10');
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('101');
    expect(await summaryValue('Awaiting review')).toBe('2');
  });

  it('switches the feedback chart between all drafted and accepted items', async () => {
    const view = openAnalytics();
    const chart = await region('Feedback by category and severity');
    const accepted = within(chart).getByRole('button', { name: 'Accepted items' });
    expect(accepted).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(accepted);
    expect(accepted).toHaveAttribute('aria-pressed', 'true');
    expect(await pictureIn('Feedback by category and severity')).toMatch(
      /^Accepted items by category: grammar 3 \(high 1, medium 2, low 0\); clarity 2/,
    );
  });

  it('says what is missing when nothing has been submitted or released', async () => {
    db.analytics.essays = [];
    openAnalytics();
    const grades = await region('Grade distribution');
    expect(within(grades).getByText('No released grades yet')).toBeInTheDocument();
    expect(within(grades).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(await region('Suggested against final grade')).getByText('No released grades yet'),
    ).toBeInTheDocument();
    expect(
      within(await region('Submissions over time')).getByText('No submissions in this period'),
    ).toBeInTheDocument();
    expect(
      within(await region('Feedback by category and severity')).getByText('No feedback items yet'),
    ).toBeInTheDocument();
    expect(await summaryValue('Average grade')).toBe('—');
  });

  it('announces loading, then a failure', async () => {
    server.use(http.get('*/api/admin/analytics', () => new HttpResponse(null, { status: 500 })));
    openAnalytics();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading analytics…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics');
  });

  it('offers a way back when the address names a course that no longer exists', async () => {
    const view = openAnalytics('/admin/student-analytics?course=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('That course or week no longer exists.');
    await view.user.click(screen.getByRole('button', { name: 'Show all courses' }));
    expect(view.router.state.location.search).toBe('');
    expect(await summaryValue('Submissions')).toBe('9');
  });

  it('shows how many carried comments the revisions addressed, and how the grades moved', async () => {
    seedRevision(db, { released: true });
    openAnalytics();
    const revisions = await region('Revisions');
    expect(await within(revisions).findByText(/^By kind of comment: .*Grammar 2 of 2/)).toBeInTheDocument();
    const byCourse = within(revisions).getByRole('table', { name: 'Revisions by course' });
    const [row] = within(byCourse).getAllByRole('row').slice(1);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Essay Writing 101', '1', '2 of 8', '+7']);
  });
});
