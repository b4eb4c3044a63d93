import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../../mocks/db';
import { ESSAY_RUBRIC } from '../../../../../mocks/fixtures/rubrics';
import { server } from '../../../../../test/client/msw-server';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';

const openWeek = () =>
  renderApp({ route: '/admin/apps/weeks/detail/100', preloadedState: { auth: signedInAs('admin') } });

async function openRubric(view: ReturnType<typeof openWeek>) {
  await view.user.click(await screen.findByRole('button', { name: 'Rubric of Draft a thesis statement' }));
  return screen.findByRole('form', { name: 'Rubric of Draft a thesis statement' });
}

const criterionCard = (form: HTMLElement, place: number) =>
  within(form).getByRole('listitem', { name: new RegExp(`^Criterion ${place}`) });

describe('editing an assignment’s rubric', () => {
  it('is part of the assignment’s panel, and a new assignment’s panel goes on to its rubric', async () => {
    const view = openWeek();
    const row = (await screen.findByRole('cell', { name: 'Draft a thesis statement' })).closest('tr')!;
    await view.user.click(within(row).getByRole('button', { name: 'Edit Draft a thesis statement' }));
    expect(
      screen.getByRole('form', { name: 'Edit assignment Draft a thesis statement' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('form', { name: 'Rubric of Draft a thesis statement' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Assignment title/)).toHaveFocus();

    await view.user.click(screen.getByRole('button', { name: 'New assignment' }));
    const form = screen.getByRole('form', { name: 'New assignment' });
    expect(
      screen.getByText('Once the assignment is added, its rubric can be written here.'),
    ).toBeInTheDocument();
    await view.user.type(within(form).getByLabelText(/^Assignment title/), 'Rebuttal paragraph');
    await view.user.click(within(form).getByRole('button', { name: 'Add assignment' }));
    expect(await screen.findByText("Assignment 'Rebuttal paragraph' added.")).toBeInTheDocument();
    const rubric = await screen.findByRole('form', { name: 'Rubric of Rebuttal paragraph' });
    expect(screen.getByRole('heading', { name: 'Rubric of Rebuttal paragraph' })).toHaveFocus();
    await view.user.click(within(rubric).getByRole('button', { name: 'Add a criterion' }));
    await view.user.type(
      within(criterionCard(rubric, 1)).getByRole('textbox', { name: /^Criterion title/ }),
      'Rebuttal',
    );
    await view.user.click(within(rubric).getByRole('button', { name: 'Save rubric' }));
    await screen.findByText("Rubric of 'Rebuttal paragraph' saved.");
    const added = db.assignments.find((assignment) => assignment.title === 'Rebuttal paragraph')!;
    expect(db.rubrics.get(added.id)!.criteria.map((criterion) => criterion.title)).toEqual(['Rebuttal']);
  });

  it('adds criteria with four ready levels, checks them, and saves the rubric', async () => {
    const view = openWeek();
    const form = await openRubric(view);
    expect(within(form).getByText(/^No criteria yet/)).toBeInTheDocument();
    await view.user.click(within(form).getByRole('button', { name: 'Add a criterion' }));
    await view.user.click(within(form).getByRole('button', { name: 'Save rubric' }));
    const first = criterionCard(form, 1);
    const firstTitle = within(first).getByRole('textbox', { name: /^Criterion title/ });
    expect(firstTitle).toHaveAttribute('aria-invalid', 'true');
    expect(within(first).getByText('Give criterion 1 a title.')).toBeInTheDocument();
    expect(db.rubrics.has(500)).toBe(false);

    await view.user.type(firstTitle, 'Thesis');
    const levels = within(first).getByRole('group', { name: 'Levels of criterion 1' });
    expect(
      within(levels)
        .getAllByRole('textbox', { name: /^Level title/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Exemplary', 'Proficient', 'Developing', 'Beginning']);
    await view.user.click(within(first).getByRole('button', { name: /^Remove level 4/ }));
    const points = within(levels).getAllByRole('spinbutton', { name: /^Points/ });
    await view.user.clear(points[0]);
    await view.user.type(points[0], '6');
    await view.user.click(within(form).getByRole('button', { name: 'Add a criterion' }));
    await view.user.type(
      within(criterionCard(form, 2)).getByRole('textbox', { name: /^Criterion title/ }),
      'Conventions',
    );
    expect(within(form).getByText(/^2 criteria, 10 points in all/)).toBeInTheDocument();
    await view.user.click(within(form).getByRole('button', { name: 'Save rubric' }));

    expect(await screen.findByText("Rubric of 'Draft a thesis statement' saved.")).toBeInTheDocument();
    // The panel stays open on what was saved, with nothing left to discard.
    expect(within(form).getByRole('button', { name: 'Discard rubric changes' })).toBeDisabled();
    const saved = db.rubrics.get(500)!;
    expect(
      saved.criteria.map((criterion) => [criterion.title, criterion.points, criterion.levels.length]),
    ).toEqual([
      ['Thesis', 6, 3],
      ['Conventions', 4, 4],
    ]);
  });

  it('starts from another assignment’s rubric in the library', async () => {
    db.assignments.push({
      ...db.assignments.find((row) => row.id === 500)!,
      id: 501,
      title: 'Rebuttal paragraph',
    });
    db.rubrics.set(501, ESSAY_RUBRIC);
    const view = openWeek();
    const form = await openRubric(view);
    const library = await screen.findByRole('combobox', { name: 'Start from the rubric of' });
    await view.user.selectOptions(library, '501');
    await view.user.click(screen.getByRole('button', { name: 'Copy this rubric' }));
    await waitFor(() => expect(within(form).getByText(/^5 criteria, 20 points in all/)).toBeInTheDocument());
    expect(within(criterionCard(form, 3)).getByRole('textbox', { name: /^Criterion title/ })).toHaveValue(
      'Counterargument',
    );
    await view.user.click(within(form).getByRole('button', { name: 'Save rubric' }));
    await screen.findByText("Rubric of 'Draft a thesis statement' saved.");
    // A copy: the new rubric is numbered for its own assignment, the library's stays as it was.
    expect(db.rubrics.get(500)!.criteria.map((criterion) => criterion.title)).toEqual(
      ESSAY_RUBRIC.criteria.map((criterion) => criterion.title),
    );
    expect(db.rubrics.get(501)).toEqual(ESSAY_RUBRIC);
  });

  it('says while the library loads, and when it cannot be had, with a way to ask again', async () => {
    db.assignments.push({
      ...db.assignments.find((row) => row.id === 500)!,
      id: 501,
      title: 'Rebuttal paragraph',
    });
    db.rubrics.set(501, ESSAY_RUBRIC);
    server.use(
      http.get('*/api/admin/rubrics', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const view = openWeek();
    await openRubric(view);
    expect(await screen.findByText('The rubric library could not be loaded.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Start from the rubric of' })).toBeInTheDocument();
    expect(screen.queryByText('The rubric library could not be loaded.')).toBeNull();
  });

  it('keeps an unsaved rubric through a reload, and Discard goes back to the saved one', async () => {
    db.rubrics.set(500, ESSAY_RUBRIC);
    const first = openWeek();
    const form = await openRubric(first);
    const title = within(criterionCard(form, 1)).getByRole('textbox', { name: /^Criterion title/ });
    await first.user.clear(title);
    await first.user.type(title, 'Thesis statement');
    first.unmount();

    const again = openWeek();
    const restored = await openRubric(again);
    expect(within(criterionCard(restored, 1)).getByRole('textbox', { name: /^Criterion title/ })).toHaveValue(
      'Thesis statement',
    );
    await again.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(within(criterionCard(restored, 1)).getByRole('textbox', { name: /^Criterion title/ })).toHaveValue(
      'Claim',
    );
  });
});
