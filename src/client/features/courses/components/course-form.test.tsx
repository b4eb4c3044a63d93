import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { db } from '../../../../../mocks/db';
import { apiError } from '../../../../../mocks/handlers/respond';
import { server } from '../../../../../test/client/msw-server';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';

const asAdmin = (route: string) => renderApp({ route, preloadedState: { auth: signedInAs('admin') } });

describe('creating and editing a course', () => {
  it('checks the title before sending', async () => {
    const view = asAdmin('/admin/apps/courses/create');
    const form = await screen.findByRole('form', { name: 'Course details' });
    await view.user.click(within(form).getByRole('button', { name: 'Create course' }));
    expect(within(form).getByText('Enter a title.')).toBeInTheDocument();
  });

  it('creates a course and opens its details', async () => {
    const view = asAdmin('/admin/apps/courses/create');
    const form = await screen.findByRole('form', { name: 'Course details' });
    await view.user.type(within(form).getByLabelText(/^Title/), 'Revision');
    await view.user.type(within(form).getByLabelText(/^Description/), 'Second drafts.');
    await view.user.click(within(form).getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText("Course 'Revision' created.")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Revision' })).toBeInTheDocument();
    expect(db.courses.find((course) => course.title === 'Revision')?.description).toBe('Second drafts.');
  });

  it("keeps what was typed and shows the server's field error when saving fails", async () => {
    server.use(
      http.post('*/api/admin/courses', () =>
        apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
          fields: { title: 'Too odd.' },
        }),
      ),
    );
    const view = asAdmin('/admin/apps/courses/create');
    const form = await screen.findByRole('form', { name: 'Course details' });
    await view.user.type(within(form).getByLabelText(/^Title/), 'Odd');
    await view.user.click(within(form).getByRole('button', { name: 'Create course' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(within(form).getByText('Too odd.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Odd');
  });

  it('edits a stored course', async () => {
    const view = asAdmin('/admin/apps/courses/edit/12');
    const form = await screen.findByRole('form', { name: 'Course details' });
    const title = within(form).getByLabelText(/^Title/);
    expect(title).toHaveValue('Style Workshop');
    await view.user.clear(title);
    await view.user.type(title, 'Style Lab');
    await view.user.click(within(form).getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText('Course saved.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Style Lab' })).toBeInTheDocument();
  });

  it('says an unknown course was not found on its edit page, with no form to fill in', async () => {
    asAdmin('/admin/apps/courses/edit/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/admin/apps/courses',
    );
    expect(screen.queryByRole('form', { name: 'Course details' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load the course')).not.toBeInTheDocument();
  });
});
