import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { READY_SUBMISSION_ID, seedGradingScenario } from '../../../../mocks/fixtures/grading';
import { trailLabels, trailAt as trailOf } from '../../../../test/client/breadcrumb-trail';
import { renderApp } from '../../../../test/client/render-with-providers';
import { setScreenWidth } from '../../../../test/client/screen-width';
import { signedInAs } from '../../../../test/client/session-fixtures';

const trailAt = (route: string, last: string) => trailOf(route, last, 'admin');
const labels = trailLabels;

describe('breadcrumbs in the full layout (section 2)', () => {
  it("reads 'Admin > Courses > Create Course', the last crumb the current page", async () => {
    const nav = await trailAt('/admin/apps/courses/create', 'Create Course');
    expect(labels(nav)).toEqual(['Admin', 'Courses', 'Create Course']);
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/admin/apps/courses');
    expect(within(nav).getByText('Create Course')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Create Course' })).toBeNull();
    // A crumb too long for its room is cut short; its title still tells the whole of it.
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('title', 'Courses');
    expect(within(nav).getByText('Create Course')).toHaveAttribute('title', 'Create Course');
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

  it('names no course of the page before on a page that names none', async () => {
    const { router } = renderApp({
      route: '/admin/apps/courses/details/10',
      preloadedState: { auth: signedInAs('admin') },
    });
    await within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).findByText(
      'Essay Writing 101',
    );
    await act(() => router.navigate('/admin/enrollments'));
    await waitFor(() =>
      expect(labels(screen.getByRole('navigation', { name: 'Breadcrumb' }))).toEqual([
        'Admin',
        'Enrollments',
      ]),
    );
  });
});

describe('breadcrumbs on a phone', () => {
  let phone: ReturnType<typeof setScreenWidth>;
  beforeEach(() => {
    phone = setScreenWidth(390);
  });
  afterEach(() => phone.restore());

  it("shortens the trail to '… > parent > current', the ellipsis leading to the nearest crumb it hides", async () => {
    seedGradingScenario(db);
    const nav = await trailAt(`/admin/apps/assignments/500/submissions/${READY_SUBMISSION_ID}`, 'Review');
    const ellipsis = await within(nav).findByRole('link', { name: 'Finding a thesis (Week 1)' });
    expect(labels(nav)).toEqual(['…', 'Submissions', 'Review']);
    expect(ellipsis).toHaveTextContent('…');
    expect(ellipsis).toHaveAttribute('href', '/admin/apps/weeks/detail/100');
    // The course's title arrives with its own lookup, after the week's.
    await waitFor(() =>
      expect(ellipsis).toHaveAttribute(
        'title',
        'Admin › Courses › Essay Writing 101 › Finding a thesis (Week 1) › Draft a thesis statement',
      ),
    );
    expect(within(nav).getByText('Review')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps a trail of two crumbs whole', async () => {
    const nav = await trailAt('/admin/users', 'All Users');
    expect(labels(nav)).toEqual(['Admin', 'All Users']);
  });
});
