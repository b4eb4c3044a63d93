import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { apiPath } from '../../../../mocks/handlers/respond';
import { cachedNames } from '../../../../test/client/categories/category-test-deps';
import {
  categoryList,
  listedNames,
  renderCategoryManager,
  SEEDED_NAMES,
} from '../../../../test/client/categories/render-category-manager';
import { server } from '../../../../test/client/msw-server';
import { API_ROUTES } from '../../../shared/contract/routes';
import { CATEGORY_STORAGE_KEY } from './category-storage';

const unreachable = () => HttpResponse.error();
const failing = () =>
  HttpResponse.json({ statusCode: 500, code: 'INTERNAL', error: 'Boom.' }, { status: 500 });

describe('the manager when the server fails (section 8)', () => {
  it("says 'Failed to load feedback categories' and offers Try again", async () => {
    server.use(http.get(apiPath(API_ROUTES.getFeedbackCategories.path), failing, { once: true }));
    const view = renderCategoryManager();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load feedback categories');
    expect(screen.getByRole('button', { name: 'New category' })).toBeDisabled();
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await categoryList();
    expect(listedNames()).toHaveLength(SEEDED_NAMES.length);
  });

  it("shows this browser's copy while the server cannot be reached, and changes nothing", async () => {
    window.localStorage.setItem(
      CATEGORY_STORAGE_KEY,
      JSON.stringify([
        {
          id: 7,
          key: 'citations',
          name: 'Citations',
          description: '',
          color: '#882255',
          icon: '§',
          sortOrder: 1,
          isActive: true,
          createdAt: '2026-01-10T09:00:00.000Z',
          updatedAt: '2026-01-10T09:00:00.000Z',
        },
      ]),
    );
    server.use(http.get(apiPath(API_ROUTES.getFeedbackCategories.path), unreachable));
    renderCategoryManager();
    await categoryList();
    expect(listedNames()).toEqual(['1. Citations']);
    expect(screen.getByText('The server cannot be reached.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New category' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toBeDisabled();
  });

  it('says it cannot load when the server is away and this browser has no copy (or an older one)', async () => {
    window.localStorage.setItem(CATEGORY_STORAGE_KEY, '[{"id": 1, "name": "Content"}]');
    server.use(http.get(apiPath(API_ROUTES.getFeedbackCategories.path), unreachable));
    renderCategoryManager();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load feedback categories');
  });

  it('keeps the form as typed, with the reason, when a new category is refused', async () => {
    const view = renderCategoryManager();
    await categoryList();
    server.use(http.post(apiPath(API_ROUTES.createFeedbackCategory.path), unreachable));
    await view.user.click(screen.getByRole('button', { name: 'New category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await view.user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Citations');
    await view.user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to create feedback category: Network Error',
    );
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Citations');
    expect(listedNames()).toHaveLength(SEEDED_NAMES.length);
  });

  it('keeps the switch, the order and the list as stored when a change cannot be made', async () => {
    const view = renderCategoryManager();
    await categoryList();
    server.use(
      http.put(apiPath(API_ROUTES.reorderFeedbackCategories.path), failing),
      http.put(apiPath(API_ROUTES.updateFeedbackCategory.path), failing),
      http.delete(apiPath(API_ROUTES.deleteFeedbackCategory.path), failing),
    );

    await view.user.click(screen.getByRole('switch', { name: 'Active Grammar' }));
    expect(await screen.findByText('Failed to update feedback category')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active Grammar' })).toBeChecked());

    await view.user.click(screen.getByRole('button', { name: 'Move down Grammar' }));
    expect(await screen.findByText('Failed to update category order')).toBeInTheDocument();
    expect(listedNames()[0]).toBe('1. Grammar');

    await view.user.click(screen.getByRole('button', { name: 'Delete Style' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Style'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Failed to delete feedback category')).toBeInTheDocument();
    expect(listedNames()).toHaveLength(SEEDED_NAMES.length);
    expect(cachedNames()).toEqual(SEEDED_NAMES);
  });

  it("says 'Category not found' for a category gone meanwhile (section 5)", async () => {
    const view = renderCategoryManager();
    await categoryList();
    db.feedbackCategories = db.feedbackCategories.filter((category) => category.key !== 'grammar');
    await view.user.click(screen.getByRole('switch', { name: 'Active Grammar' }));
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
  });

  it('keeps a category that comments are filed under, and says why', async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'New category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await view.user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Citations');
    await view.user.click(within(form).getByRole('button', { name: 'Add category' }));
    await screen.findByText("Category 'Citations' added.");
    db.feedbackItems.push({
      ...db.feedbackItems[0],
      id: 999,
      submission_id: 1,
      category: 'citations',
    } as never);
    await view.user.click(screen.getByRole('button', { name: 'Delete Citations' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Citations'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Failed to delete feedback category')).toBeInTheDocument();
    expect(
      screen.getByText(/Comments on essays are filed under 'Citations'.*turn it off instead/),
    ).toBeInTheDocument();
    expect(listedNames().at(-1)).toBe('9. Citations');
  });
});
