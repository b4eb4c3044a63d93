import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openEnrollments = (route = '/admin/enrollments') =>
  renderApp({ route, preloadedState: { auth: signedInAs('admin') } });

function enrol(userId: number, courseId: number, createdAt: string) {
  db.enrollments.push({
    id: db.enrollments.length + 50,
    user_id: userId,
    course_id: courseId,
    course_title: 'Essay Writing 101',
    created_at: createdAt,
  });
}

const usernames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    // The first cell shows the person's name with their username beneath it.
    .map((row) => within(row).getAllByRole('cell')[0].lastChild?.textContent);

describe('Enrollments (section 2: /admin/enrollments)', () => {
  it("shows a chosen course's students, sortable and searchable, and keeps the course in the address", async () => {
    enrol(3, 10, '2026-01-02T09:00:00.000Z');
    const view = openEnrollments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollments' })).toBeInTheDocument();
    expect(await screen.findByText('Choose a course to see who is enrolled.')).toBeInTheDocument();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Essay Writing 101');
    expect(view.router.state.location.search).toBe('?course=10');

    const table = await screen.findByRole('table', { name: 'Students in Essay Writing 101' });
    expect(usernames(table)).toEqual(['nia.newcomer', 'sam.student']);
    expect(within(table).getByRole('cell', { name: 'sam@example.com' })).toBeInTheDocument();
    const enrolled = within(table).getByRole('button', { name: 'Enrolled' });
    await view.user.click(enrolled);
    expect(enrolled.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(usernames(table)).toEqual(['nia.newcomer', 'sam.student']);
    await view.user.click(enrolled);
    expect(enrolled.closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(usernames(table)).toEqual(['sam.student', 'nia.newcomer']);

    await view.user.type(screen.getByRole('searchbox', { name: 'Search enrolled students' }), 'NIA@');
    expect(usernames(screen.getByRole('table', { name: 'Students in Essay Writing 101' }))).toEqual([
      'nia.newcomer',
    ]);
    await view.user.type(screen.getByRole('searchbox', { name: 'Search enrolled students' }), 'zzz');
    expect(screen.getByText('No enrolled students match this search.')).toBeInTheDocument();
  });

  it('removes an enrollment only after a confirmation that names the student and the course', async () => {
    const view = openEnrollments('/admin/enrollments?course=11');
    const table = await screen.findByRole('table', { name: 'Students in Argument and Evidence' });
    await view.user.click(within(table).getByRole('button', { name: 'Remove sam.student' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Remove sam.student from 'Argument and Evidence'?",
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText("sam.student removed from 'Argument and Evidence'.")).toBeInTheDocument();
    expect(await screen.findByText('No students are enrolled in this course yet.')).toBeInTheDocument();
    expect(db.enrollments.some((row) => row.course_id === 11)).toBe(false);
  });

  it('leads to a new enrollment for the chosen course', async () => {
    const view = openEnrollments('/admin/enrollments?course=12');
    expect(await screen.findByText('No students are enrolled in this course yet.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'New Enrollment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Enrollment' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^Course/ })).toHaveValue('12');
  });

  it('says so when the enrollments cannot be fetched', async () => {
    server.use(http.get('*/api/admin/enrollments', () => new HttpResponse(null, { status: 500 })));
    openEnrollments('/admin/enrollments?course=10');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch enrollments');
  });
});
