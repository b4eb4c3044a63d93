import { screen, waitFor, within } from '@testing-library/react';
import { storedNames, testArea } from './category-test-deps';
import { categoryList, listedNames, renderCategoryManager } from './render-category-manager';

const suggestionsSection = () => screen.findByRole('region', { name: 'Suggested categories' });

describe("'Generate with AI' (section 7: fixed sample data, not a real call)", () => {
  it('offers suggestions for review and adds only the ticked ones, last in order', async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const section = await suggestionsSection();
    await waitFor(() =>
      expect(within(section).getByRole('heading', { name: 'Suggested categories' })).toHaveFocus(),
    );
    const boxes = within(section).getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(storedNames(view.area)).toHaveLength(5);

    await view.user.click(within(section).getByRole('checkbox', { name: /^Argument/ }));
    await view.user.click(within(section).getByRole('checkbox', { name: /^Citations/ }));
    await view.user.click(within(section).getByRole('button', { name: 'Add selected (3)' }));

    expect(await screen.findByText('3 categories added.')).toBeInTheDocument();
    expect(listedNames().slice(5)).toEqual(['6. Clarity', '7. Evidence', '8. Word Choice']);
    expect(screen.queryByRole('region', { name: 'Suggested categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toHaveFocus();
  });

  it('leaves out the names already in use and says when none are left', async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await view.user.click(
      within(await suggestionsSection()).getByRole('button', { name: 'Add selected (5)' }),
    );
    await screen.findByText('5 categories added.');
    await view.user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const section = await suggestionsSection();
    expect(
      await within(section).findByText('Every suggested category is already in your list.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    await view.user.click(within(section).getByRole('button', { name: 'Close suggestions' }));
    expect(screen.queryByRole('region', { name: 'Suggested categories' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to generate categories with AI' when the stored categories cannot be read", async () => {
    const view = renderCategoryManager();
    await categoryList();
    view.area.failReads = true;
    await view.user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const section = await suggestionsSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to generate categories with AI',
    );
  });

  it("shows 'Failed to create categories' and keeps the suggestions when they cannot be stored", async () => {
    const view = renderCategoryManager(testArea());
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const section = await suggestionsSection();
    view.area.failWrites = true;
    await view.user.click(within(section).getByRole('button', { name: 'Add selected (5)' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to create categories');
    expect(within(section).getAllByRole('checkbox')).toHaveLength(5);
    expect(listedNames()).toHaveLength(5);
  });
});
