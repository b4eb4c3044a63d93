import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { releasedSubmission } from '../../../../mocks/fixtures/submissions';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openMyCourses = () =>
  renderApp({ route: '/user/courses', preloadedState: { auth: signedInAs('student') } });

const courseCard = async (title: string) => screen.findByRole('article', { name: title });

describe('My Courses (section 2: /user/courses)', () => {
  it('shows a spinner while the courses load', async () => {
    server.use(
      http.get('*/api/student/courses', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    openMyCourses();
    expect(await screen.findByText('Loading your courses…')).toBeInTheDocument();
  });

  it('lists the enrolled courses with their weeks and progress, each linking to its page', async () => {
    db.submissions.push(releasedSubmission());
    openMyCourses();
    const essay = await courseCard('Essay Writing 101');
    expect(within(essay).getByRole('link', { name: 'Essay Writing 101' })).toHaveAttribute(
      'href',
      '/user/courses/10',
    );
    expect(within(essay).getByText('Structure, thesis and paragraphs.')).toBeInTheDocument();
    expect(within(essay).getByText('2 weeks')).toBeInTheDocument();
    expect(within(essay).getByText('1 of 1 assignments completed')).toBeInTheDocument();
    const argument = await courseCard('Argument and Evidence');
    expect(within(argument).getByText('1 week')).toBeInTheDocument();
    expect(within(argument).getByText('0 of 0 assignments completed')).toBeInTheDocument();
    // The student is not enrolled in the third course.
    expect(screen.queryByRole('article', { name: 'Style Workshop' })).toBeNull();
  });

  it('leads to the active week of a course that has one, and offers none otherwise', async () => {
    db.weeks.find((week) => week.id === 101)!.is_active = true;
    openMyCourses();
    const essay = await courseCard('Essay Writing 101');
    expect(within(essay).getByRole('link', { name: 'Go to the active week' })).toHaveAttribute(
      'href',
      '/user/weeks/101?course_id=10',
    );
    const argument = await courseCard('Argument and Evidence');
    expect(within(argument).queryByRole('link', { name: 'Go to the active week' })).toBeNull();
  });

  it('says so when the student has no courses', async () => {
    server.use(http.get('*/api/student/courses', () => HttpResponse.json([])));
    openMyCourses();
    expect(await screen.findByText('You are not enrolled in any courses yet.')).toBeInTheDocument();
  });

  it("shows section 8's 'Failed to fetch courses' when the list fails", async () => {
    server.use(http.get('*/api/student/courses', () => new HttpResponse(null, { status: 500 })));
    openMyCourses();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch courses');
  });

  it("shows the access-denied panel with the server's reason on a 403", async () => {
    server.use(
      http.get('*/api/student/courses', () =>
        HttpResponse.json(
          { statusCode: 403, code: 'FORBIDDEN', error: 'Forbidden', detail: 'Your account was suspended.' },
          { status: 403 },
        ),
      ),
    );
    openMyCourses();
    expect(await screen.findByText('Your account was suspended.')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this content.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/user/dashboard');
  });
});
