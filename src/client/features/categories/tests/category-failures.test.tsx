import { screen, waitFor, within } from '@testing-library/react';
import { CATEGORY_STORAGE_KEY } from '../category-storage';
import { storedNames, testArea } from './category-test-deps';
import { categoryList, listedNames, renderCategoryManager } from './render-category-manager';

const DEFAULT_NAMES = ['Content', 'Grammar', 'Structure', 'Style', 'General'];

describe('the manager when local storage fails (section 8)', () => {
  it('offers Try again when the storage cannot be read', async () => {
    const area = testArea();
    area.failReads = true;
    const view = renderCategoryManager(area);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load feedback categories');
    expect(within(alert).queryByRole('button', { name: 'Reset to defaults' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New category' })).toBeDisabled();
    area.failReads = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await categoryList();
    expect(listedNames()).toHaveLength(5);
  });

  it('keeps an unreadable stored value until the person confirms Reset to defaults', async () => {
    const view = renderCategoryManager(testArea('[{"id": 1,'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load feedback categories');
    await view.user.click(within(alert).getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset feedback categories to defaults?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(view.area.stored()).toBe('[{"id": 1,');
    await view.user.click(within(alert).getByRole('button', { name: 'Reset to defaults' }));
    const again = await screen.findByRole('alertdialog', { name: 'Reset feedback categories to defaults?' });
    await view.user.click(within(again).getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('Feedback categories reset to the defaults.')).toBeInTheDocument();
    await categoryList();
    expect(storedNames(view.area)).toEqual(DEFAULT_NAMES);
  });

  it('notices a value damaged after loading, refuses the change and offers the reset', async () => {
    const view = renderCategoryManager();
    await categoryList();
    view.area.setItem(CATEGORY_STORAGE_KEY, 'garbage');
    await view.user.click(screen.getByRole('switch', { name: 'Active Grammar' }));
    expect(await screen.findByText('Failed to update feedback category')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load feedback categories');
    expect(within(alert).getByRole('button', { name: 'Reset to defaults' })).toBeInTheDocument();
    expect(view.area.stored()).toBe('garbage');
  });

  it('keeps the form as typed when a new category cannot be stored', async () => {
    const view = renderCategoryManager();
    await categoryList();
    view.area.failWrites = true;
    await view.user.click(screen.getByRole('button', { name: 'New category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await view.user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Evidence');
    await view.user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to create feedback category');
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Evidence');
    expect(listedNames()).toHaveLength(5);
  });

  it('keeps the switch, the order and the list as stored when a change cannot be written', async () => {
    const view = renderCategoryManager();
    await categoryList();
    view.area.failWrites = true;

    await view.user.click(screen.getByRole('switch', { name: 'Active Grammar' }));
    expect(await screen.findByText('Failed to update feedback category')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active Grammar' })).toBeChecked());

    await view.user.click(screen.getByRole('button', { name: 'Move down Content' }));
    expect(await screen.findByText('Failed to update category order')).toBeInTheDocument();
    expect(listedNames()[0]).toBe('1. Content');

    await view.user.click(screen.getByRole('button', { name: 'Delete Style' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Style'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Failed to delete feedback category')).toBeInTheDocument();
    expect(listedNames()).toHaveLength(5);
    expect(storedNames(view.area)).toEqual(DEFAULT_NAMES);
  });
});
