import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { sampleSubmission } from '../../../../mocks/fixtures/submissions';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const asAdmin = (route: string) => renderApp({ route, preloadedState: { auth: signedInAs('admin') } });

async function askToDelete(view: ReturnType<typeof asAdmin>, title: string) {
  const table = await screen.findByRole('table', { name: 'Courses' });
  await view.user.click(within(table).getByRole('button', { name: `Delete ${title}` }));
  const dialog = await screen.findByRole('alertdialog', { name: `Delete '${title}'?` });
  await view.user.click(within(dialog).getByRole('button', { name: 'Delete course' }));
}

describe('deleting a course that holds students’ submissions (409, then confirmed)', () => {
  // Assignment 500 belongs to week 100 of 'Essay Writing 101'.
  beforeEach(() => {
    db.submissions.push(sampleSubmission(), sampleSubmission({ id: 9001, user_id: 3 }));
  });

  it("asks a second time with the server's count, and only then deletes", async () => {
    const view = asAdmin('/admin/courses');
    await askToDelete(view, 'Essay Writing 101');
    const second = await screen.findByRole('alertdialog', {
      name: "Delete 'Essay Writing 101' and its submissions?",
    });
    expect(second).toHaveTextContent(
      'This course holds 2 student submissions. Deleting it deletes them too; confirm to go ahead.',
    );
    expect(db.courses.some((course) => course.id === 10)).toBe(true);
    // A quick second Enter must not delete the essays: focus moves into the new question, not onto its button.
    const destroy = within(second).getByRole('button', { name: 'Delete course and submissions' });
    await waitFor(() => expect(second).toContainElement(document.activeElement as HTMLElement));
    expect(destroy).not.toHaveFocus();
    await view.user.click(destroy);
    expect(await screen.findByText("Course 'Essay Writing 101' deleted.")).toBeInTheDocument();
    expect(db.courses.some((course) => course.id === 10)).toBe(false);
    expect(db.submissions).toEqual([]);
  });

  it('keeps the course when the second question is cancelled', async () => {
    const view = asAdmin('/admin/courses');
    await askToDelete(view, 'Essay Writing 101');
    const second = await screen.findByRole('alertdialog', {
      name: "Delete 'Essay Writing 101' and its submissions?",
    });
    await view.user.click(within(second).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(db.courses.some((course) => course.id === 10)).toBe(true);
    expect(db.submissions).toHaveLength(2);
  });

  it('deletes a course without submissions after the first question', async () => {
    const view = asAdmin('/admin/courses');
    await askToDelete(view, 'Argument and Evidence');
    expect(await screen.findByText("Course 'Argument and Evidence' deleted.")).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: /submissions/ })).toBeNull();
  });
});
