import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { db } from '../../../../mocks/db';
import { classOfStudents } from '../../../../mocks/fixtures/people';
import { apiError } from '../../../../mocks/handlers/respond';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openCreate = (route = '/admin/enrollments/create') =>
  renderApp({ route, preloadedState: { auth: signedInAs('admin') } });

const form = () => screen.findByRole('form', { name: 'New enrollment' });
const studentBoxes = async () =>
  within(await screen.findByRole('group', { name: /^Students/ })).getAllByRole('checkbox');

describe('New Enrollment (section 2: /admin/enrollments/create)', () => {
  it('offers only approved students with a verified e-mail', async () => {
    openCreate();
    const boxes = await studentBoxes();
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Nia Okafor (nia.newcomer, nia@example.com)',
      'Sam Rivera (sam.student, sam@example.com)',
    ]);
  });

  it('asks for a course and at least one student before sending anything', async () => {
    const view = openCreate();
    const details = await form();
    await view.user.click(within(details).getByRole('button', { name: 'Enroll students' }));
    expect(within(details).getByText('Choose a course.')).toBeInTheDocument();
    expect(within(details).getByText('Choose at least one student.')).toBeInTheDocument();
    expect(db.enrollments).toHaveLength(2);
  });

  it('enrolls many students at once and names those who already were enrolled', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') bodies.push(await request.clone().json());
    });
    const view = openCreate();
    const details = await form();
    await view.user.selectOptions(
      within(details).getByRole('combobox', { name: /^Course/ }),
      'Essay Writing 101',
    );
    await view.user.click(
      within(details).getByRole('checkbox', { name: 'Sam Rivera (sam.student, sam@example.com)' }),
    );
    await view.user.type(within(details).getByRole('searchbox', { name: 'Search students' }), 'nia');
    expect(within(details).queryByRole('checkbox', { name: /sam.student/ })).toBeNull();
    await view.user.click(
      within(details).getByRole('checkbox', { name: 'Nia Okafor (nia.newcomer, nia@example.com)' }),
    );
    expect(within(details).getByText('2 selected')).toBeInTheDocument();
    await view.user.click(within(details).getByRole('button', { name: 'Enroll students' }));

    const result = await within(details).findByRole('status');
    expect(result).toHaveTextContent("Enrolled 1 student in 'Essay Writing 101'.");
    expect(result).toHaveTextContent('Already enrolled: Sam Rivera.');
    expect(within(result).getByRole('link', { name: 'See who is enrolled' })).toHaveAttribute(
      'href',
      '/admin/enrollments?course=10',
    );
    expect(bodies).toEqual([{ course_id: 10, user_ids: [2, 3] }]);
    expect(db.enrollments.filter((row) => row.course_id === 10).map((row) => row.user_id)).toEqual([2, 3]);
    expect(within(details).getByText('0 selected')).toBeInTheDocument();
  });

  it("shows the server's refusal above the form", async () => {
    server.use(
      http.post('*/api/admin/enrollments', () =>
        apiError(400, 'VALIDATION_FAILED', 'Only existing students can be enrolled.'),
      ),
    );
    const view = openCreate('/admin/enrollments/create?course=11');
    const details = await form();
    await view.user.click(within(details).getByRole('button', { name: 'Select all shown' }));
    await view.user.click(within(details).getByRole('button', { name: 'Enroll students' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Only existing students can be enrolled.',
    );
  });

  it('offers every enrollable student, however many pages the list takes', async () => {
    for (const student of classOfStudents(120 - 2)) db.users.set(student.id, student);
    openCreate();
    expect(await studentBoxes()).toHaveLength(120);
  });
});
