import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { unsafeLesson } from '../../../../mocks/fixtures/student';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { paths } from '../../lib/paths';

const openWeek = (id: number, search = '') =>
  renderApp({ route: `${paths.studentWeek(id)}${search}`, preloadedState: { auth: signedInAs('student') } });

const statisticsOf = (list: HTMLElement) =>
  Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Week Content (section 2: /user/weeks/{id})', () => {
  it('heads the page with the week label, its course, the Active Week chip and the statistics', async () => {
    db.weeks.find((week) => week.id === 100)!.is_active = true;
    openWeek(100, '?course_id=10');
    const header = (
      await screen.findByRole('heading', { level: 1, name: 'Finding a thesis (Week 1)' })
    ).closest<HTMLElement>('[data-page-header]')!;
    expect(within(header).getByText('Active Week')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Essay Writing 101' })).toHaveAttribute(
      'href',
      '/user/courses/10',
    );
    expect(statisticsOf(within(header).getByLabelText('Week statistics'))).toEqual({
      Lessons: '2',
      Assignments: '1',
      Completed: '0',
      'In progress': '0',
    });
  });

  it('has no Active Week chip on a week that is not active', async () => {
    openWeek(101);
    expect(await screen.findByRole('heading', { level: 1, name: 'Week 2' })).toBeInTheDocument();
    expect(screen.queryByText('Active Week')).toBeNull();
  });

  it('shows the lessons in order as collapsible sections, the first one open', async () => {
    const view = openWeek(100);
    const first = await screen.findByRole('button', { name: 'What a thesis does' });
    const second = screen.getByRole('button', { name: 'Testing your thesis' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('claims', { selector: 'strong' })).toBeVisible();
    second.focus();
    await view.user.keyboard('{Enter}');
    // The section opens, and its content shows, once the opening has been rendered, which on a busy
    // machine can come after the key's promise has settled.
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(screen.getByText('Ask: could someone disagree?')).toBeVisible());
  });

  it('renders lesson HTML without its scripts or event handlers (section 5)', async () => {
    db.lessons.push(unsafeLesson());
    const view = openWeek(100);
    await view.user.click(await screen.findByRole('button', { name: 'Counter-arguments' }));
    const text = await screen.findByText('strongest', { selector: 'em' });
    const lesson = text.closest('p')!.parentElement!;
    expect(lesson.querySelector('script')).toBeNull();
    expect(within(lesson).getByRole('img', { name: 'diagram' })).not.toHaveAttribute('onerror');
    expect((window as { lessonScriptRan?: boolean }).lessonScriptRan).toBeUndefined();
  });

  it('says when a week has no lessons or assignments', async () => {
    openWeek(101);
    expect(await screen.findByText('This week has no lessons yet.')).toBeInTheDocument();
    expect(screen.getByText('This week has no assignments.')).toBeInTheDocument();
  });

  it('shows a spinner while the week loads', async () => {
    server.use(
      http.get('*/api/student/weeks/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    openWeek(100);
    expect(await screen.findByText('Loading the week…')).toBeInTheDocument();
  });

  it("shows the access-denied panel with the server's reason on a 403", async () => {
    const auth = signedInAs('student');
    db.enrollments = db.enrollments.filter((row) => row.course_id !== 11);
    renderApp({ route: '/user/weeks/110', preloadedState: { auth } });
    expect(await screen.findByText('You are not enrolled in this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('says a week that does not exist was not found (404)', async () => {
    openWeek(999);
    expect(await screen.findByRole('heading', { name: 'Week not found' })).toBeInTheDocument();
  });

  it('says the week failed to load when the server errs', async () => {
    server.use(http.get('*/api/student/weeks/:id', () => new HttpResponse(null, { status: 500 })));
    openWeek(100);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the week');
  });
});
