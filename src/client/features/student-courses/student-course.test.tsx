import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { sampleSubmission } from '../../../../mocks/fixtures/submissions';
import { server } from '../../../../test/client/msw-server';
import { recordRequests } from '../../../../test/client/record-requests';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { paths } from '../../lib/paths';

const openCourse = (id: number) =>
  renderApp({ route: paths.studentCourse(id), preloadedState: { auth: signedInAs('student') } });

const statisticsOf = (list: HTMLElement) =>
  Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('a student course (section 2: /user/courses/{id})', () => {
  it('shows the course with its weeks, each leading to its content', async () => {
    openCourse(10);
    expect(await screen.findByRole('heading', { level: 1, name: 'Essay Writing 101' })).toBeInTheDocument();
    expect(screen.getByText('Structure, thesis and paragraphs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finding a thesis (Week 1)' })).toHaveAttribute(
      'href',
      '/user/weeks/100?course_id=10',
    );
    expect(screen.getByRole('link', { name: 'Week 2' })).toHaveAttribute(
      'href',
      '/user/weeks/101?course_id=10',
    );
  });

  it("marks the active week and gives each week's statistics", async () => {
    db.weeks.find((week) => week.id === 100)!.is_active = true;
    db.submissions.push(sampleSubmission());
    openCourse(10);
    const thesisWeek = (await screen.findByRole('link', { name: 'Finding a thesis (Week 1)' })).closest(
      'li',
    )!;
    expect(within(thesisWeek).getByText('Active Week')).toBeInTheDocument();
    expect(
      statisticsOf(within(thesisWeek).getByLabelText('Statistics for Finding a thesis (Week 1)')),
    ).toEqual({
      Lessons: '2',
      Assignments: '1',
      Completed: '0',
      'In progress': '1',
    });
    const secondWeek = screen.getByRole('link', { name: 'Week 2' }).closest('li')!;
    expect(within(secondWeek).queryByText('Active Week')).toBeNull();
  });

  it('shows a spinner while the course loads', async () => {
    server.use(
      http.get('*/api/student/courses/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    openCourse(10);
    expect(await screen.findByText('Loading the course…')).toBeInTheDocument();
  });

  it('says when a course has no weeks yet', async () => {
    db.weeks = db.weeks.filter((week) => week.course_id !== 11);
    openCourse(11);
    expect(await screen.findByText('This course has no weeks yet.')).toBeInTheDocument();
  });

  it('sends a student from a course they are not enrolled in to the dashboard, without asking for it (section 2)', async () => {
    const calls = recordRequests();
    const view = openCourse(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/user/dashboard');
    expect(calls.filter((call) => call.includes('/student/courses/12'))).toEqual([]);
  });

  it("shows the server's reason when it refuses a course (403)", async () => {
    const auth = signedInAs('student');
    db.enrollments = db.enrollments.filter((row) => row.course_id !== 11);
    renderApp({ route: '/user/courses/11', preloadedState: { auth } });
    expect(await screen.findByText('You are not enrolled in this course.')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this content.')).toBeInTheDocument();
  });

  it('says a course that no longer exists was not found (404)', async () => {
    const auth = signedInAs('student');
    db.courses = db.courses.filter((course) => course.id !== 11);
    renderApp({ route: '/user/courses/11', preloadedState: { auth } });
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Courses' })).toHaveAttribute('href', '/user/courses');
  });

  it('says the course failed to load when the server errs', async () => {
    server.use(http.get('*/api/student/courses/:id', () => new HttpResponse(null, { status: 500 })));
    openCourse(10);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the course');
  });
});
