import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { userFixtures } from '../../../../mocks/fixtures/users';
import {
  commentCard,
  essay,
  openGrading,
  recordBodies,
  selectInEssay,
} from '../../../../test/client/grading/grading-screen';
import { SEEDED_CATEGORIES } from '../../../shared/contract/feedback-categories';

const at = '2026-01-10T09:00:00.000Z';

/** The instructor's list as their Categories page left it: the seeded ones, Style off, and Citations. */
function instructorCategories() {
  const owner_id = userFixtures.admin.user.id;
  const seeded = SEEDED_CATEGORIES.map((seed, index) => ({
    ...seed,
    id: index + 1,
    owner_id,
    sortOrder: index + 1,
    isActive: seed.key !== 'style',
    createdAt: at,
    updatedAt: at,
  }));
  const citations = {
    id: 50,
    owner_id,
    key: 'citations',
    name: 'Citations',
    description: '',
    color: '#882255',
    icon: '§',
    sortOrder: seeded.length + 1,
    isActive: true,
    createdAt: at,
    updatedAt: at,
  };
  db.feedbackCategories.push(...seeded, citations);
}

describe("the grading screen in the instructor's categories", () => {
  it('files a new comment under a category of their own, and draws it in its colour', async () => {
    instructorCategories();
    const bodies = recordBodies('POST', /feedback-items$/);
    const view = await openGrading();
    await selectInEssay('clean the air');
    const form = await screen.findByRole('form', { name: 'Add comment on selection' });
    const picker = within(form).getByRole('combobox', { name: /^Category/ });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toContain('Citations'),
    );
    expect(within(picker).queryByRole('option', { name: 'Style' })).toBeNull();
    await view.user.selectOptions(picker, 'citations');
    await view.user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Cite the study.');
    await view.user.click(within(form).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add comment on selection' })).toBeNull());
    expect(bodies[0]).toMatchObject({ quote: 'clean the air', category: 'citations' });

    expect(await commentCard(10)).toHaveTextContent('Citations');
    const highlight = await within(await essay()).findByRole('button', {
      name: /^Comment 10: Citations, “clean the air”/,
    });
    expect(highlight).toHaveAttribute('data-category', 'citations');
  });
});
