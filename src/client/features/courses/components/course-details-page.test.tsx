import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';
import { paths } from '../../../lib/paths';

const openCourse = (id: number) =>
  renderApp({ route: paths.courseDetails(id), preloadedState: { auth: signedInAs('admin') } });

describe('course details (section 2: /admin/apps/courses/details/{id})', () => {
  it('shows the course with its weeks, labelled as section 2 labels them', async () => {
    openCourse(10);
    expect(await screen.findByRole('heading', { level: 1, name: 'Essay Writing 101' })).toBeInTheDocument();
    const weeks = await screen.findByRole('table', { name: 'Weeks of the course' });
    expect(within(weeks).getByRole('link', { name: 'Finding a thesis (Week 1)' })).toHaveAttribute(
      'href',
      '/admin/apps/weeks/detail/100',
    );
    expect(within(weeks).getByRole('link', { name: 'Week 2' })).toBeInTheDocument();
  });

  it('says when a course has no weeks', async () => {
    openCourse(12);
    expect(await screen.findByText('This course has no weeks yet.')).toBeInTheDocument();
  });

  it('adds a week, and puts a taken week number back on its field', async () => {
    const view = openCourse(10);
    const form = await screen.findByRole('form', { name: 'Add a week' });
    await view.user.type(within(form).getByLabelText(/^Week number/), '2');
    await view.user.click(within(form).getByRole('button', { name: 'Add week' }));
    expect(
      await within(form).findByText('Week 2 already exists in this course.', {
        selector: '.chakra-field__errorText',
      }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Week number/)).toHaveValue(2);
    await view.user.clear(within(form).getByLabelText(/^Week number/));
    await view.user.type(within(form).getByLabelText(/^Week number/), '3');
    await view.user.type(within(form).getByLabelText(/^Week title/), 'Counter-arguments');
    await view.user.click(within(form).getByRole('button', { name: 'Add week' }));
    expect(await screen.findByRole('link', { name: 'Counter-arguments (Week 3)' })).toBeInTheDocument();
  });

  it('deletes a week after confirming', async () => {
    const view = openCourse(10);
    const weeks = await screen.findByRole('table', { name: 'Weeks of the course' });
    await view.user.click(within(weeks).getByRole('button', { name: 'Delete Week 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Week 2'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete week' }));
    expect(await screen.findByText('Week 2 deleted.')).toBeInTheDocument();
  });

  it('says a course that is not there (deleted, or another instructor’s) was not found, with nothing to fill in', async () => {
    openCourse(999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByText('That course does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', paths.courses());
    expect(screen.queryByRole('form', { name: 'Add a week' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load the course')).not.toBeInTheDocument();
  });
});
