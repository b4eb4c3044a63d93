import { within } from '@testing-library/react';
import { trailLabels, trailAt as trailOf } from '../../../../test/client/breadcrumb-trail';

const trailAt = (route: string, last: string) => trailOf(route, last, 'student');
const labels = trailLabels;

describe("a student's breadcrumbs (section 2)", () => {
  it("reads 'Dashboard > My Courses' on the course list", async () => {
    const nav = await trailAt('/user/courses', 'My Courses');
    expect(labels(nav)).toEqual(['Dashboard', 'My Courses']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(within(nav).getByText('My Courses')).toHaveAttribute('aria-current', 'page');
  });

  it('ends a course page with the course title', async () => {
    const nav = await trailAt('/user/courses/10', 'Essay Writing 101');
    expect(labels(nav)).toEqual(['Dashboard', 'My Courses', 'Essay Writing 101']);
    expect(within(nav).getByRole('link', { name: 'My Courses' })).toHaveAttribute('href', '/user/courses');
    expect(within(nav).getByText('Essay Writing 101')).toHaveAttribute('aria-current', 'page');
  });

  it("names a week's course, not as a link, then the week", async () => {
    const nav = await trailAt('/user/weeks/100?course_id=10', 'Finding a thesis (Week 1)');
    await within(nav).findByText('Essay Writing 101');
    expect(labels(nav)).toEqual([
      'Dashboard',
      'My Courses',
      'Essay Writing 101',
      'Finding a thesis (Week 1)',
    ]);
    expect(within(nav).queryByRole('link', { name: 'Essay Writing 101' })).toBeNull();
    expect(within(nav).getByText('Finding a thesis (Week 1)')).toHaveAttribute('aria-current', 'page');
  });

  it("labels a week without a title 'Week N'", async () => {
    const nav = await trailAt('/user/weeks/101', 'Week 2');
    expect(labels(nav)).toEqual(['Dashboard', 'My Courses', 'Essay Writing 101', 'Week 2']);
  });

  it("follows an assignment's week and course on the page where it is written", async () => {
    const nav = await trailAt('/user/assignments/500', 'Draft a thesis statement');
    await within(nav).findByText('Finding a thesis (Week 1)');
    expect(labels(nav)).toEqual([
      'Dashboard',
      'My Courses',
      'Essay Writing 101',
      'Finding a thesis (Week 1)',
      'Draft a thesis statement',
    ]);
    expect(within(nav).getByRole('link', { name: 'Finding a thesis (Week 1)' })).toHaveAttribute(
      'href',
      '/user/weeks/100?course_id=10',
    );
    expect(within(nav).getByText('Draft a thesis statement')).toHaveAttribute('aria-current', 'page');
  });

  it('names the assignment on its review page, the course still not a link', async () => {
    const nav = await trailAt('/user/review/500', 'Draft a thesis statement');
    expect(labels(nav)).toEqual([
      'Dashboard',
      'Assignment Review',
      'Essay Writing 101',
      'Finding a thesis (Week 1)',
      'Draft a thesis statement',
    ]);
    expect(within(nav).queryByRole('link', { name: 'Essay Writing 101' })).toBeNull();
  });
});
