import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiPath } from '../../../../../mocks/handlers/respond';
import { cachedNames } from '../../../../../test/client/categories/category-test-deps';
import {
  categoryList,
  listedNames,
  renderCategoryManager,
  SEEDED_NAMES,
} from '../../../../../test/client/categories/render-category-manager';
import { server } from '../../../../../test/client/msw-server';
import { API_ROUTES } from '../../../../shared/contract/routes';
import { AI_GENERATION_DELAY_MS } from '../categories-slice';

const suggestionsSection = () => screen.findByRole('region', { name: 'Suggested categories' });

describe("'Generate with AI' (section 7: fixed sample data, not a real call)", () => {
  it('offers the sample less the names in use, and adds only the ticked ones, last in order', async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'Delete Evidence' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Evidence'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await screen.findByText("Category 'Evidence' deleted.");

    await view.user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const section = await suggestionsSection();
    await waitFor(() =>
      expect(within(section).getByRole('heading', { name: 'Suggested categories' })).toHaveFocus(),
    );
    expect(view.pauses).toEqual([AI_GENERATION_DELAY_MS]);
    const boxes = within(section).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Evidence/),
      expect.stringMatching(/^Word Choice/),
      expect.stringMatching(/^Citations/),
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);

    await view.user.click(within(section).getByRole('checkbox', { name: /^Word Choice/ }));
    await view.user.click(within(section).getByRole('button', { name: 'Add selected (2)' }));

    expect(await screen.findByText('2 categories added.')).toBeInTheDocument();
    expect(listedNames().slice(-2)).toEqual(['8. Evidence', '9. Citations']);
    expect(cachedNames().slice(-2)).toEqual(['Evidence', 'Citations']);
    expect(screen.queryByRole('region', { name: 'Suggested categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toHaveFocus();
  });

  it('says when every suggestion is in the list already', async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await view.user.click(
      within(await suggestionsSection()).getByRole('button', { name: 'Add selected (2)' }),
    );
    await screen.findByText('2 categories added.');
    await view.user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const section = await suggestionsSection();
    expect(
      await within(section).findByText('Every suggested category is already in your list.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    await view.user.click(within(section).getByRole('button', { name: 'Close suggestions' }));
    expect(screen.queryByRole('region', { name: 'Suggested categories' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to create categories' and keeps the suggestions left when one is refused", async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const section = await suggestionsSection();
    server.use(http.post(apiPath(API_ROUTES.createFeedbackCategory.path), () => HttpResponse.error()));
    await view.user.click(within(section).getByRole('button', { name: 'Add selected (2)' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to create categories');
    expect(within(section).getAllByRole('checkbox')).toHaveLength(2);
    expect(listedNames()).toHaveLength(SEEDED_NAMES.length);
  });
});
