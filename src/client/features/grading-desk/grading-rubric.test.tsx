import { waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { READY_SUBMISSION_ID, seedGradingScenario } from '../../../../mocks/fixtures/grading';
import { ESSAY_RUBRIC } from '../../../../mocks/fixtures/rubrics';
import { openGrading, recordBodies, summaryForm } from '../../../../test/client/grading/grading-screen';

const gradeInput = async () => within(await summaryForm()).getByRole('spinbutton', { name: /^Final grade/ });
const criterion = async (title: string) =>
  within(await summaryForm()).getByRole('radiogroup', { name: new RegExp(`^${title} \\(`) });

async function openWithRubric() {
  seedGradingScenario(db);
  db.rubrics.set(500, ESSAY_RUBRIC);
  const view = await openGrading(READY_SUBMISSION_ID, { seed: false });
  await within(await summaryForm()).findByRole('heading', { name: 'Rubric' });
  return view;
}

/** Chooses the level named `level` of the criterion `title`, as a person clicks it. */
async function choose(view: Awaited<ReturnType<typeof openGrading>>, title: string, level: string) {
  const group = await criterion(title);
  await view.user.click(within(group).getByRole('radio', { name: new RegExp(`^${level} ·`) }));
  await waitFor(() =>
    expect(within(group).getByRole('radio', { name: new RegExp(`^${level} ·`) })).toBeChecked(),
  );
}

describe('scoring the rubric on the grading screen', () => {
  it('lets the grade follow the rubric until one is typed, and saves the levels and comments', async () => {
    const bodies = recordBodies('PUT', /\/review$/);
    const view = await openWithRubric();
    const form = await summaryForm();
    expect(within(form).getByText('0 of 20 points · 0 of 5 criteria scored')).toBeInTheDocument();
    expect(within(form).getByText(/Follows the rubric until you type a grade/)).toBeInTheDocument();

    for (const title of ['Claim', 'Evidence', 'Counterargument', 'Organization'])
      await choose(view, title, 'Exemplary');
    // Four of five criteria: the rubric says nothing about the grade yet.
    expect(await gradeInput()).toHaveValue(null);
    await choose(view, 'Conventions', 'Developing');
    expect(within(form).getByText('18 of 20 points · 5 of 5 criteria scored')).toBeInTheDocument();
    expect(await gradeInput()).toHaveValue(90);

    await view.user.type(
      within(form).getByRole('textbox', { name: 'Comment on Claim (optional)' }),
      'Sharp and arguable.',
    );
    await choose(view, 'Claim', 'Proficient');
    expect(await gradeInput()).toHaveValue(85);

    await view.user.clear(await gradeInput());
    await view.user.type(await gradeInput(), '92');
    await choose(view, 'Claim', 'Exemplary');
    // A typed grade stands whatever the rubric says.
    expect(await gradeInput()).toHaveValue(92);

    await view.user.click(within(form).getByRole('button', { name: 'Save without releasing' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      grade: 92,
      rubric_scores: expect.arrayContaining([
        { criterion_id: 10, level_id: 11, comment: 'Sharp and arguable.' },
        { criterion_id: 50, level_id: 53, comment: '' },
      ]),
    });
    expect((bodies[0] as { rubric_scores: unknown[] }).rubric_scores).toHaveLength(5);
  });

  it('shows the engine’s suggested level with its reason, and takes it in one click', async () => {
    const view = await openWithRubric();
    const conventions = await criterion('Conventions');
    const section = conventions.closest('[data-criterion]') as HTMLElement;
    expect(within(section).getByText(/^Suggested: /)).toBeInTheDocument();
    expect(
      within(section).getByText(/grammar comments? .*in \d+ words\.$|No grammar comment in \d+ words\./),
    ).toBeInTheDocument();
    await view.user.click(
      within(section).getByRole('button', { name: 'Use the suggested level for Conventions' }),
    );
    const suggested = within(conventions).getByRole('radio', { name: /· suggested$/ });
    await waitFor(() => expect(suggested).toBeChecked());
    expect(
      within(section).queryByRole('button', { name: /Use the suggested level/ }),
    ).not.toBeInTheDocument();
  });

  it('keeps the levels chosen on this device through a reload', async () => {
    const first = await openWithRubric();
    await choose(first, 'Evidence', 'Developing');
    first.unmount();
    await openGrading(READY_SUBMISSION_ID, { seed: false });
    const evidence = await criterion('Evidence');
    expect(within(evidence).getByRole('radio', { name: /^Developing ·/ })).toBeChecked();
  });
});
