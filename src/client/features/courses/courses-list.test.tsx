import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const asAdmin = (route: string) => renderApp({ route, preloadedState: { auth: signedInAs('admin') } });

describe('the course list (section 2: /admin/courses and /admin/apps/courses)', () => {
  it('lists the courses by title with links to their details', async () => {
    asAdmin('/admin/courses');
    const table = await screen.findByRole('table', { name: 'Courses' });
    const links = within(table).getAllByRole('link', { name: /^(?!Edit)/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Argument and Evidence',
      'Essay Writing 101',
      'Style Workshop',
    ]);
    expect(links[0]).toHaveAttribute('href', '/admin/apps/courses/details/11');
  });

  it("shows section 8's alert 'Failed to fetch courses' when the list fails", async () => {
    server.use(http.get('*/api/admin/courses', () => new HttpResponse(null, { status: 500 })));
    asAdmin('/admin/apps/courses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch courses');
  });

  it('says so when there are no courses', async () => {
    server.use(http.get('*/api/admin/courses', () => HttpResponse.json([])));
    asAdmin('/admin/apps/courses');
    expect(await screen.findByText('No courses yet. Create the first one.')).toBeInTheDocument();
  });

  it('drops a malformed course instead of blanking the list (section 5)', async () => {
    server.use(http.get('*/api/admin/courses', () => HttpResponse.json([{ id: '7', title: 'Bad' }])));
    asAdmin('/admin/apps/courses');
    expect(await screen.findByText('No courses yet. Create the first one.')).toBeInTheDocument();
  });

  it('deletes a course only after a confirmation that names it', async () => {
    const view = asAdmin('/admin/apps/courses');
    const table = await screen.findByRole('table', { name: 'Courses' });
    await view.user.click(within(table).getByRole('button', { name: 'Delete Style Workshop' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Style Workshop'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(table).getByRole('link', { name: 'Style Workshop' })).toBeInTheDocument();
    await view.user.click(within(table).getByRole('button', { name: 'Delete Style Workshop' }));
    const again = await screen.findByRole('alertdialog', { name: "Delete 'Style Workshop'?" });
    await view.user.click(within(again).getByRole('button', { name: 'Delete course' }));
    expect(await screen.findByText("Course 'Style Workshop' deleted.")).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Courses' });
    const after = screen.getByRole('table', { name: 'Courses' });
    expect(within(after).queryByRole('link', { name: 'Style Workshop' })).toBeNull();
  });
});
