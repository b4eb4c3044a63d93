import { screen, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openPicker = (id: number) =>
  renderApp({ route: `/admin/lti/content/${id}`, preloadedState: { auth: signedInAs('admin') } });

describe('the picker of assignments to place in the LMS course (/admin/lti/content/:id)', () => {
  it('offers one choice at a time where the platform takes one, and hands the answer to the return page', async () => {
    const week = db.weeks.find((candidate) => candidate.id === db.assignments[0].week_id)!;
    const course = db.courses.find((candidate) => candidate.id === week.course_id)!;
    db.ltiContentRequests.set(7, { courseId: course.id, acceptMultiple: false });
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const view = openPicker(7);
    const choices = await screen.findByRole('radiogroup');
    const existing = within(choices).getByRole('radio', { name: new RegExp(`^${db.assignments[0].title}`) });
    const made = within(choices).getByRole('radio', { name: 'A new assignment' });
    await view.user.click(made);
    await view.user.click(existing);
    expect(made).not.toBeChecked();
    expect(existing).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Title of the new assignment' })).toBeNull();
    expect(screen.getByText(course.title)).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Add to your course' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sending the assignments to your course…');
    const returning = submit.mock.contexts[0] as HTMLFormElement;
    expect(returning).toHaveAttribute('action', '/lti/content-return');
    expect(returning).toHaveAttribute('method', 'post');
    expect(returning.querySelector('input[name="return_token"]')).toHaveValue('demo-return-7');
  });

  it('says what is missing, on the field that needs it, before anything is sent', async () => {
    db.ltiContentRequests.set(8, { courseId: db.courses[0].id, acceptMultiple: true });
    const view = openPicker(8);
    await view.user.click(await screen.findByRole('button', { name: 'Add to your course' }));
    expect(await screen.findByText('Choose an assignment, or make a new one.')).toBeInTheDocument();
    await view.user.click(screen.getByText('A new assignment', { exact: true }));
    await view.user.click(screen.getByRole('button', { name: 'Add to your course' }));
    const title = screen.getByRole('textbox', { name: 'Title of the new assignment' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(db.ltiContentRequests.has(8)).toBe(true);
  });

  it('tells the instructor a request that has ended, with a way back', async () => {
    openPicker(99);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This request has ended' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });
});
