import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { testDeps } from '../../../../test/client/categories/category-test-deps';
import { SEEDED_NAMES } from '../../../../test/client/categories/render-category-manager';
import { renderWithProviders } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { CategoryDepsProvider, FeedbackCategoriesPage } from '../../features/feedback-categories';
import type { ItemValues } from '../../features/grading-desk';
import {
  BUILT_IN_CHOICES,
  CategoryChoicesProvider,
  ItemFields,
  useGradingViews,
} from '../../features/grading-desk';

/** The grading screen's comment fields, with the categories the app layer hands the grading screen. */
function GradingPicker() {
  const { views } = useGradingViews();
  const [values, setValues] = useState<ItemValues>({
    comment: '',
    suggestion: '',
    category: 'clarity',
    severity: 'medium',
  });
  return (
    <section aria-label="Grading picker">
      <CategoryChoicesProvider value={views.categories ?? BUILT_IN_CHOICES}>
        <ItemFields
          values={values}
          change={(field) => (value) => setValues((before) => ({ ...before, [field]: value }))}
          problems={{}}
        />
      </CategoryChoicesProvider>
    </section>
  );
}

const offered = () =>
  within(
    within(screen.getByRole('region', { name: 'Grading picker' })).getByRole('combobox', {
      name: /^Category/,
    }),
  )
    .getAllByRole('option')
    .map((option) => option.textContent);

function renderBoth() {
  return renderWithProviders(
    <CategoryDepsProvider value={testDeps().deps}>
      <FeedbackCategoriesPage />
      <GradingPicker />
    </CategoryDepsProvider>,
    { preloadedState: { auth: signedInAs('admin') } },
  );
}

describe("the grading screen's category picker", () => {
  it("offers the instructor's active categories in their order", async () => {
    renderBoth();
    await waitFor(() => expect(offered()).toHaveLength(SEEDED_NAMES.length));
    expect(offered()).toEqual(SEEDED_NAMES);
  });

  it('offers a category added on Categories at once, and no longer one turned off there', async () => {
    const view = renderBoth();
    await waitFor(() => expect(offered()).toHaveLength(SEEDED_NAMES.length));
    await view.user.click(screen.getByRole('button', { name: 'New category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await view.user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Citations');
    await view.user.click(within(form).getByRole('button', { name: 'Add category' }));
    await screen.findByText("Category 'Citations' added.");
    // No new request for the list: the picker reads the list the creation changed.
    expect(offered().at(-1)).toBe('Citations');

    const picker = within(screen.getByRole('region', { name: 'Grading picker' }));
    await view.user.selectOptions(picker.getByRole('combobox', { name: /^Category/ }), 'citations');
    expect(picker.getByRole('combobox', { name: /^Category/ })).toHaveValue('citations');

    await view.user.click(screen.getByRole('switch', { name: 'Active Style' }));
    await waitFor(() => expect(offered()).not.toContain('Style'));
    await view.user.click(screen.getByRole('button', { name: 'Move up Citations' }));
    await waitFor(() => expect(offered().slice(-2)).toEqual(['Citations', 'General']));
  });

  it('keeps a comment filed under a category since turned off selectable, so nothing changes by itself', async () => {
    const view = renderBoth();
    await waitFor(() => expect(offered()).toHaveLength(SEEDED_NAMES.length));
    await view.user.click(screen.getByRole('switch', { name: 'Active Clarity' }));
    await waitFor(() => expect(offered()).toEqual(expect.arrayContaining(['Clarity'])));
    expect(offered()[0]).toBe('Clarity');
    expect(offered().filter((name) => name === 'Clarity')).toHaveLength(1);
  });
});
