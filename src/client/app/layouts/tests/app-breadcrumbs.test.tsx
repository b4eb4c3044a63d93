import { within } from '@testing-library/react';
import { db } from '../../../../../mocks/db';
import { READY_SUBMISSION_ID, seedGradingScenario } from '../../../../../mocks/fixtures/grading';
import { trailLabels, trailAt as trailOf } from '../../../testing/breadcrumb-trail';

const trailAt = (route: string, last: string) => trailOf(route, last, 'admin');
const labels = trailLabels;

describe('breadcrumbs in the full layout (section 2)', () => {
  it("reads 'Admin > Courses > Create Course', the last crumb the current page", async () => {
    const nav = await trailAt('/admin/apps/courses/create', 'Create Course');
    expect(labels(nav)).toEqual(['Admin', 'Courses', 'Create Course']);
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/admin/apps/courses');
    expect(within(nav).getByText('Create Course')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Create Course' })).toBeNull();
  });

  it('ends a course page with the course title', async () => {
    const nav = await trailAt('/admin/apps/courses/details/10', 'Essay Writing 101');
    expect(labels(nav)).toEqual(['Admin', 'Courses', 'Course Details', 'Essay Writing 101']);
  });

  it("names a week's course and the week, the course linking to its details", async () => {
    const nav = await trailAt('/admin/apps/weeks/detail/100', 'Finding a thesis (Week 1)');
    await within(nav).findByRole('link', { name: 'Essay Writing 101' });
    expect(labels(nav)).toEqual([
      'Admin',
      'Weeks',
      'Week Detail',
      'Essay Writing 101',
      'Finding a thesis (Week 1)',
    ]);
    expect(within(nav).getByRole('link', { name: 'Essay Writing 101' })).toHaveAttribute(
      'href',
      '/admin/apps/courses/details/10',
    );
  });

  it("names a grading screen's course, week and assignment, then Submissions and Review", async () => {
    seedGradingScenario(db);
    const nav = await trailAt(`/admin/apps/assignments/500/submissions/${READY_SUBMISSION_ID}`, 'Review');
    await within(nav).findByRole('link', { name: 'Essay Writing 101' });
    expect(labels(nav)).toEqual([
      'Admin',
      'Courses',
      'Essay Writing 101',
      'Finding a thesis (Week 1)',
      'Draft a thesis statement',
      'Submissions',
      'Review',
    ]);
    expect(within(nav).getByRole('link', { name: 'Finding a thesis (Week 1)' })).toHaveAttribute(
      'href',
      '/admin/apps/weeks/detail/100',
    );
    expect(within(nav).getByRole('link', { name: 'Submissions' })).toHaveAttribute(
      'href',
      '/admin/apps/assignments/500/submissions',
    );
  });

  it('ends the submissions list with Submissions, after the assignment', async () => {
    const nav = await trailAt('/admin/apps/assignments/500/submissions', 'Submissions');
    await within(nav).findByText('Draft a thesis statement');
    expect(labels(nav).slice(-2)).toEqual(['Draft a thesis statement', 'Submissions']);
  });
});
