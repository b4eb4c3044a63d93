import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { db } from '../../../../mocks/db';
import { sampleSubmission } from '../../../../mocks/fixtures/submissions';
import { apiError } from '../../../../mocks/handlers/respond';
import { server } from '../../../../test/client/msw-server';
import { recordRequests } from '../../../../test/client/record-requests';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { paths } from '../../lib/paths';
import { dueLabel } from './assignment-labels';

const openWeek = (id = 100) =>
  renderApp({ route: paths.weekDetail(id), preloadedState: { auth: signedInAs('admin') } });

const assignmentsSection = () => screen.findByRole('region', { name: 'Assignments' });
const rowOf = async (title: string) =>
  (await screen.findByRole('cell', { name: title })).closest('tr') as HTMLElement;

async function openNewForm(view: ReturnType<typeof openWeek>) {
  const section = await assignmentsSection();
  await view.user.click(within(section).getByRole('button', { name: 'New assignment' }));
  return within(section).getByRole('form', { name: 'New assignment' });
}

describe('the assignments of a week (Week Detail)', () => {
  it('lists each assignment with its due date and word limits', async () => {
    openWeek();
    const row = await rowOf('Draft a thesis statement');
    expect(within(row).getByText(dueLabel('2026-01-12T17:00:00.000Z'))).toBeInTheDocument();
    expect(within(row).getByText('100–300 words')).toBeInTheDocument();
  });

  it('adds an assignment with instructions, a due date and word limits', async () => {
    const view = openWeek();
    const form = await openNewForm(view);
    expect(within(form).getByLabelText(/^Assignment title/)).toHaveFocus();
    await view.user.type(within(form).getByLabelText(/^Assignment title/), 'Rebuttal paragraph');
    await view.user.click(await within(form).findByRole('textbox', { name: 'Instructions' }));
    await view.user.keyboard('Answer one objection.');
    await view.user.type(within(form).getByLabelText(/^Due date and time/), '2026-02-01T17:30');
    await view.user.type(within(form).getByLabelText(/^Minimum words/), '150');
    await view.user.type(within(form).getByLabelText(/^Maximum words/), '400');
    await view.user.click(within(form).getByRole('button', { name: 'Add assignment' }));
    expect(await screen.findByText("Assignment 'Rebuttal paragraph' added.")).toBeInTheDocument();
    const row = await rowOf('Rebuttal paragraph');
    expect(within(row).getByText('150–400 words')).toBeInTheDocument();
    expect(db.assignments.find((assignment) => assignment.title === 'Rebuttal paragraph')).toMatchObject({
      week_id: 100,
      instructions_html: '<p>Answer one objection.</p>',
      due_at: new Date('2026-02-01T17:30').toISOString(),
      min_words: 150,
      max_words: 400,
    });
  });

  it('lets students revise after release, up to a number of versions from 2', async () => {
    const view = openWeek();
    const row = await rowOf('Draft a thesis statement');
    await view.user.click(within(row).getByRole('button', { name: 'Edit Draft a thesis statement' }));
    const form = screen.getByRole('form', { name: 'Edit assignment Draft a thesis statement' });
    expect(within(form).queryByLabelText(/^Versions at most/)).toBeNull();
    await view.user.click(
      within(form).getByRole('checkbox', { name: 'Students may revise after feedback is released' }),
    );
    const versions = within(form).getByLabelText(/^Versions at most/);
    await view.user.clear(versions);
    await view.user.type(versions, '1');
    await view.user.click(within(form).getByRole('button', { name: 'Save assignment' }));
    expect(versions).toHaveAccessibleErrorMessage('Enter a whole number of versions from 2 to 20.');
    await view.user.clear(versions);
    await view.user.type(versions, '3');
    await view.user.click(within(form).getByRole('button', { name: 'Save assignment' }));
    await screen.findByText("Assignment 'Draft a thesis statement' saved.");
    expect(db.assignments.find((assignment) => assignment.id === 500)).toMatchObject({
      allow_revisions: true,
      max_versions: 3,
    });
  });

  it('refuses a maximum below the minimum as soon as both are typed, without sending', async () => {
    const calls = recordRequests();
    const view = openWeek();
    const form = await openNewForm(view);
    await view.user.type(within(form).getByLabelText(/^Assignment title/), 'Short reply');
    await view.user.type(within(form).getByLabelText(/^Minimum words/), '500');
    await view.user.type(within(form).getByLabelText(/^Maximum words/), '300');
    const message = 'The maximum word count cannot be below the minimum.';
    expect(within(form).getByLabelText(/^Maximum words/)).toHaveAccessibleErrorMessage(message);
    await view.user.click(within(form).getByRole('button', { name: 'Add assignment' }));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await view.user.clear(within(form).getByLabelText(/^Maximum words/));
    await view.user.type(within(form).getByLabelText(/^Maximum words/), '800');
    expect(within(form).queryByText(message)).toBeNull();
  });

  it('accepts only whole word counts of zero or more', async () => {
    const view = openWeek();
    const form = await openNewForm(view);
    await view.user.type(within(form).getByLabelText(/^Assignment title/), 'Odd limits');
    await view.user.type(within(form).getByLabelText(/^Minimum words/), '-5');
    await view.user.type(within(form).getByLabelText(/^Maximum words/), '2.5');
    await view.user.click(within(form).getByRole('button', { name: 'Add assignment' }));
    const sentence = 'Enter a whole number of words, 0 or more.';
    expect(within(form).getByLabelText(/^Minimum words/)).toHaveAccessibleErrorMessage(sentence);
    expect(within(form).getByLabelText(/^Maximum words/)).toHaveAccessibleErrorMessage(sentence);
  });

  it('edits an assignment, starting from what it says now', async () => {
    const view = openWeek();
    const row = await rowOf('Draft a thesis statement');
    await view.user.click(within(row).getByRole('button', { name: 'Edit Draft a thesis statement' }));
    const form = screen.getByRole('form', { name: 'Edit assignment Draft a thesis statement' });
    expect(within(form).getByLabelText(/^Minimum words/)).toHaveValue(100);
    expect(within(form).getByLabelText(/^Due date and time/)).not.toHaveValue('');
    expect(await within(form).findByRole('textbox', { name: 'Instructions' })).toHaveTextContent(
      'Write one paragraph.',
    );
    await view.user.clear(within(form).getByLabelText(/^Due date and time/));
    await view.user.clear(within(form).getByLabelText(/^Maximum words/));
    await view.user.type(within(form).getByLabelText(/^Maximum words/), '350');
    await view.user.click(within(form).getByRole('button', { name: 'Save assignment' }));
    expect(await screen.findByText("Assignment 'Draft a thesis statement' saved.")).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf('Draft a thesis statement')).getByText('100–350 words')),
    );
    expect(within(await rowOf('Draft a thesis statement')).getByText('No due date')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Draft a thesis statement' })).toHaveFocus();
  });

  it("puts the server's reasons on their fields and keeps what was typed", async () => {
    server.use(
      http.put('*/api/admin/assignments/:id', () =>
        apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
          fields: { max_words: 'Students cannot write that much this week.' },
        }),
      ),
    );
    const view = openWeek();
    const row = await rowOf('Draft a thesis statement');
    await view.user.click(within(row).getByRole('button', { name: 'Edit Draft a thesis statement' }));
    const form = screen.getByRole('form', { name: 'Edit assignment Draft a thesis statement' });
    const instructions = await within(form).findByRole('textbox', { name: 'Instructions' });
    await view.user.click(instructions);
    await view.user.keyboard('{Control>}a{/Control}Write two paragraphs.');
    await view.user.clear(within(form).getByLabelText(/^Maximum words/));
    await view.user.type(within(form).getByLabelText(/^Maximum words/), '5000');
    await view.user.click(within(form).getByRole('button', { name: 'Save assignment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(within(form).getByLabelText(/^Maximum words/)).toHaveAccessibleErrorMessage(
      'Students cannot write that much this week.',
    );
    expect(within(form).getByLabelText(/^Maximum words/)).toHaveValue(5000);
    expect(instructions).toHaveTextContent('Write two paragraphs.');
    expect(db.assignments[0].max_words).toBe(300);
  });

  it('deletes an assignment only after a confirmation that names it', async () => {
    const view = openWeek();
    const row = await rowOf('Draft a thesis statement');
    await view.user.click(within(row).getByRole('button', { name: 'Delete Draft a thesis statement' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Draft a thesis statement'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete assignment' }));
    expect(await screen.findByText("Assignment 'Draft a thesis statement' deleted.")).toBeInTheDocument();
    expect(await screen.findByText('This week has no assignments yet.')).toBeInTheDocument();
  });

  it('asks again, with the count, before deleting an assignment that holds essays', async () => {
    db.submissions.push(sampleSubmission());
    const view = openWeek();
    const row = await rowOf('Draft a thesis statement');
    await view.user.click(within(row).getByRole('button', { name: 'Delete Draft a thesis statement' }));
    const first = await screen.findByRole('alertdialog', { name: "Delete 'Draft a thesis statement'?" });
    await view.user.click(within(first).getByRole('button', { name: 'Delete assignment' }));
    const second = await screen.findByRole('alertdialog', {
      name: "Delete 'Draft a thesis statement' and its submissions?",
    });
    expect(second).toHaveTextContent('This assignment holds 1 student submission.');
    expect(db.assignments.some((row) => row.title === 'Draft a thesis statement')).toBe(true);
    await view.user.click(within(second).getByRole('button', { name: 'Delete assignment and submissions' }));
    expect(await screen.findByText('This week has no assignments yet.')).toBeInTheDocument();
    expect(db.submissions).toHaveLength(0);
  });
});
