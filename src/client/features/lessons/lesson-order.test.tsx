import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openWeek = () =>
  renderApp({ route: '/admin/apps/weeks/detail/100', preloadedState: { auth: signedInAs('admin') } });

const lessonTitles = () =>
  within(screen.getByRole('list', { name: 'Lessons in order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const storedOrder = () =>
  db.lessons
    .filter((lesson) => lesson.week_id === 100)
    .sort((a, b) => a.position - b.position)
    .map((lesson) => lesson.title);

describe('reordering lessons with Move up and Move down', () => {
  it('moves a lesson, keeps the keyboard on it and announces its new place', async () => {
    const view = openWeek();
    const moveDown = await screen.findByRole('button', { name: 'Move down What a thesis does' });
    expect(screen.getByRole('button', { name: 'Move up What a thesis does' })).toBeDisabled();
    moveDown.focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(lessonTitles()).toEqual(['1. Testing your thesis', '2. What a thesis does']));
    // At the bottom there is no Move down any more, so the keyboard lands on Move up of the same lesson.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move up What a thesis does' })).toHaveFocus(),
    );
    expect(await screen.findByText("'What a thesis does' is now lesson 2 of 2.")).toBeInTheDocument();
    expect(storedOrder()).toEqual(['Testing your thesis', 'What a thesis does']);
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(lessonTitles()).toEqual(['1. What a thesis does', '2. Testing your thesis']));
    await waitFor(() => expect(storedOrder()).toEqual(['What a thesis does', 'Testing your thesis']));
  });

  it('shows the new order at once and puts it back when the server refuses', async () => {
    let refuse: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    server.use(
      http.put('*/api/admin/weeks/:id/lessons/order', async () => {
        await answered;
        return HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', error: 'The order could not be saved.' },
          { status: 500 },
        );
      }),
    );
    const view = openWeek();
    await view.user.click(await screen.findByRole('button', { name: 'Move up Testing your thesis' }));
    // The store tells the screen on the next frame; the server has not answered yet.
    await waitFor(() => expect(lessonTitles()).toEqual(['1. Testing your thesis', '2. What a thesis does']));
    refuse();
    expect(await screen.findByText('The order could not be saved.')).toBeInTheDocument();
    await waitFor(() => expect(lessonTitles()).toEqual(['1. What a thesis does', '2. Testing your thesis']));
    expect(storedOrder()).toEqual(['What a thesis does', 'Testing your thesis']);
  });
});
