import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-with-providers';
import { signedInAs } from '../../../testing/session-fixtures';
import { CATEGORY_STORAGE_KEY } from '../category-storage';
import { storedNames, testArea } from './category-test-deps';
import { categoryList, listedNames, renderCategoryManager } from './render-category-manager';

const DEFAULTS = ['1. Content', '2. Grammar', '3. Structure', '4. Style', '5. General'];

describe('the Feedback Categories manager', () => {
  it('is an admin page that lists the default categories on first use', async () => {
    renderApp({ route: '/admin/feedback-categories', preloadedState: { auth: signedInAs('admin') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Categories' })).toBeInTheDocument();
    await categoryList();
    expect(listedNames()).toEqual(DEFAULTS);
    const stored = JSON.parse(window.localStorage.getItem(CATEGORY_STORAGE_KEY) ?? '[]');
    expect(stored).toHaveLength(5);
  });

  it('checks a new category as typed and adds it last', async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'New category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    const colour = within(form).getByRole('textbox', { name: /^Colour/ });
    await view.user.clear(colour);
    await view.user.type(colour, 'blue');
    await view.user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(within(form).getByText('Enter a name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a colour as a hex code such as #2b6cb0.')).toBeInTheDocument();
    await view.user.type(name, 'grammar');
    await view.user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(within(form).getByText("A category named 'grammar' already exists.")).toBeInTheDocument();

    await view.user.clear(name);
    await view.user.type(name, 'Evidence');
    await view.user.type(
      within(form).getByRole('textbox', { name: /^Description/ }),
      'Sources and examples.',
    );
    fireEvent.input(within(form).getByLabelText('Pick a colour'), { target: { value: '#38a169' } });
    expect(colour).toHaveValue('#38a169');
    await view.user.click(within(form).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText("Category 'Evidence' added.")).toBeInTheDocument();
    expect(listedNames()).toEqual([...DEFAULTS, '6. Evidence']);
    expect(screen.getByText('Sources and examples.')).toBeInTheDocument();
    expect(screen.getByText('Colour #38a169')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New category' })).toHaveFocus();
    expect(storedNames(view.area).at(-1)).toBe('Evidence');
  });

  it('edits a category in place', async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'Edit Grammar' }));
    const form = screen.getByRole('form', { name: 'Edit category Grammar' });
    const description = within(form).getByRole('textbox', { name: /^Description/ });
    await view.user.clear(description);
    await view.user.type(description, 'Commas and full stops.');
    await view.user.click(within(form).getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText("Category 'Grammar' saved.")).toBeInTheDocument();
    expect(screen.getByText('Commas and full stops.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Grammar' })).toHaveFocus();
    expect(JSON.parse(view.area.stored() ?? '')[1].description).toBe('Commas and full stops.');
  });

  it('turns a category off and on with its switch', async () => {
    const view = renderCategoryManager();
    await categoryList();
    const active = screen.getByRole('switch', { name: 'Active Style' });
    expect(active).toBeChecked();
    await view.user.click(active);
    expect(await screen.findByText("Category 'Style' is now inactive.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active Style' })).not.toBeChecked());
    expect(JSON.parse(view.area.stored() ?? '')[3].isActive).toBe(false);
    screen.getByRole('switch', { name: 'Active Style' }).focus();
    await view.user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active Style' })).toBeChecked());
    expect(JSON.parse(view.area.stored() ?? '')[3].isActive).toBe(true);
  });

  it('deletes a category only after a confirmation that names it', async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'Delete Structure' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Structure'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(listedNames()).toEqual(DEFAULTS);
    await view.user.click(screen.getByRole('button', { name: 'Delete Structure' }));
    const again = await screen.findByRole('alertdialog', { name: "Delete 'Structure'?" });
    await view.user.click(within(again).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText("Category 'Structure' deleted.")).toBeInTheDocument();
    expect(listedNames()).toEqual(['1. Content', '2. Grammar', '3. Style', '4. General']);
    expect(storedNames(view.area)).toEqual(['Content', 'Grammar', 'Style', 'General']);
  });

  it('moves a category with the keyboard, keeps focus on it and announces its new place', async () => {
    const view = renderCategoryManager();
    await categoryList();
    expect(screen.getByRole('button', { name: 'Move up Content' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move down Content' }).focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(listedNames().slice(0, 2)).toEqual(['1. Grammar', '2. Content']));
    expect(screen.getByRole('button', { name: 'Move down Content' })).toHaveFocus();
    expect(screen.getByText("'Content' is now category 2 of 5.")).toBeInTheDocument();
    expect(storedNames(view.area)).toEqual(['Grammar', 'Content', 'Structure', 'Style', 'General']);
    screen.getByRole('button', { name: 'Move up General' }).focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(listedNames().slice(3)).toEqual(['4. General', '5. Style']));
  });

  it('says so when every category has been deleted', async () => {
    renderCategoryManager(testArea('[]'));
    expect(
      await screen.findByText('No feedback categories yet. Add one, or generate suggestions with AI.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Feedback categories in order' })).not.toBeInTheDocument();
  });
});
