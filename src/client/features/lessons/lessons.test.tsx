import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { paths } from '../../lib/paths';

const openWeek = (id = 100) =>
  renderApp({ route: paths.weekDetail(id), preloadedState: { auth: signedInAs('admin') } });

const lessonsSection = () => screen.findByRole('region', { name: 'Lessons' });
const lessonTitles = () =>
  within(screen.getByRole('list', { name: 'Lessons in order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the lessons of a week (Week Detail)', () => {
  it('lists the lessons in their order', async () => {
    openWeek();
    await lessonsSection();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(lessonTitles()).toEqual(['1. What a thesis does', '2. Testing your thesis']);
  });

  it('adds a lesson with its content', async () => {
    const view = openWeek();
    const section = await lessonsSection();
    await view.user.click(within(section).getByRole('button', { name: 'New lesson' }));
    const form = within(section).getByRole('form', { name: 'New lesson' });
    expect(within(form).getByLabelText(/^Lesson title/)).toHaveFocus();
    await view.user.type(within(form).getByLabelText(/^Lesson title/), 'Counter-arguments');
    const content = await within(form).findByRole('textbox', { name: 'Lesson content' });
    await view.user.click(content);
    await view.user.keyboard('Answer the best objection.');
    await view.user.click(within(form).getByRole('button', { name: 'Add lesson' }));
    expect(await screen.findByText("Lesson 'Counter-arguments' added.")).toBeInTheDocument();
    await waitFor(() => expect(lessonTitles()).toContain('3. Counter-arguments'));
    expect(db.lessons.find((lesson) => lesson.title === 'Counter-arguments')?.content_html).toBe(
      '<p>Answer the best objection.</p>',
    );
    expect(within(section).getByRole('button', { name: 'New lesson' })).toHaveFocus();
  });

  it('asks for a title before sending', async () => {
    const view = openWeek();
    const section = await lessonsSection();
    await view.user.click(within(section).getByRole('button', { name: 'New lesson' }));
    const form = within(section).getByRole('form', { name: 'New lesson' });
    await view.user.click(within(form).getByRole('button', { name: 'Add lesson' }));
    expect(within(form).getByText('Enter a title.')).toBeInTheDocument();
  });

  it('edits a lesson, starting from what it says now', async () => {
    const view = openWeek();
    const section = await lessonsSection();
    await view.user.click(await within(section).findByRole('button', { name: 'Edit What a thesis does' }));
    const form = within(section).getByRole('form', { name: 'Edit lesson What a thesis does' });
    const content = await within(form).findByRole('textbox', { name: 'Lesson content' });
    expect(content).toHaveTextContent('A thesis claims something.');
    const title = within(form).getByLabelText(/^Lesson title/);
    await view.user.clear(title);
    await view.user.type(title, 'What a thesis is for');
    await view.user.click(within(form).getByRole('button', { name: 'Save lesson' }));
    expect(await screen.findByText("Lesson 'What a thesis is for' saved.")).toBeInTheDocument();
    await waitFor(() => expect(lessonTitles()[0]).toBe('1. What a thesis is for'));
    expect(db.lessons[0].content_html).toBe('<p>A thesis <strong>claims</strong> something.</p>');
  });

  it('keeps what was typed when saving fails, and says why', async () => {
    server.use(
      http.post('*/api/admin/weeks/:id/lessons', () =>
        HttpResponse.json(
          { statusCode: 503, code: 'UNAVAILABLE', error: 'The server is busy. Try again.' },
          { status: 503 },
        ),
      ),
    );
    const view = openWeek();
    const section = await lessonsSection();
    await view.user.click(within(section).getByRole('button', { name: 'New lesson' }));
    const form = within(section).getByRole('form', { name: 'New lesson' });
    await view.user.type(within(form).getByLabelText(/^Lesson title/), 'Evidence');
    const content = await within(form).findByRole('textbox', { name: 'Lesson content' });
    await view.user.click(content);
    await view.user.keyboard('Quote, then explain.');
    await view.user.click(within(form).getByRole('button', { name: 'Add lesson' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The server is busy. Try again.');
    expect(within(form).getByLabelText(/^Lesson title/)).toHaveValue('Evidence');
    expect(content).toHaveTextContent('Quote, then explain.');
  });

  it('deletes a lesson only after a confirmation that names it', async () => {
    const view = openWeek();
    const section = await lessonsSection();
    await view.user.click(await within(section).findByRole('button', { name: 'Delete Testing your thesis' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Testing your thesis'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(lessonTitles()).toHaveLength(2);
    await view.user.click(within(section).getByRole('button', { name: 'Delete Testing your thesis' }));
    const again = await screen.findByRole('alertdialog', { name: "Delete 'Testing your thesis'?" });
    await view.user.click(within(again).getByRole('button', { name: 'Delete lesson' }));
    expect(await screen.findByText("Lesson 'Testing your thesis' deleted.")).toBeInTheDocument();
    await waitFor(() => expect(lessonTitles()).toEqual(['1. What a thesis does']));
  });

  it('says so when a week has no lessons', async () => {
    openWeek(101);
    expect(await screen.findByText('This week has no lessons yet.')).toBeInTheDocument();
  });
});
