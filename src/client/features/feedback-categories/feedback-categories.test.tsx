import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { userFixtures } from '../../../../mocks/fixtures/users';
import { cachedNames } from '../../../../test/client/categories/category-test-deps';
import {
  categoryList,
  listedNames,
  renderCategoryManager,
  SEEDED_LIST,
  SEEDED_NAMES,
} from '../../../../test/client/categories/render-category-manager';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const ADMIN = userFixtures.admin.user.id;
const stored = () =>
  db.feedbackCategories
    .filter((category) => category.owner_id === ADMIN)
    .sort((a, b) => a.sortOrder - b.sortOrder);
const storedNames = () => stored().map((category) => category.name);

describe('the Feedback Categories manager', () => {
  it("is an admin page that lists the instructor's categories, seeded on first use, and copies them here", async () => {
    renderApp({ route: '/admin/feedback-categories', preloadedState: { auth: signedInAs('admin') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Categories' })).toBeInTheDocument();
    await categoryList();
    expect(listedNames()).toEqual(SEEDED_LIST);
    expect(storedNames()).toEqual(SEEDED_NAMES);
    expect(cachedNames()).toEqual(SEEDED_NAMES);
  });

  it('checks a new category as typed and adds it last, on the server and in the copy', async () => {
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
    await view.user.type(name, 'Word Choice');
    await view.user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Precise words.');
    await view.user.type(within(form).getByRole('textbox', { name: /^Icon/ }), '✐');
    fireEvent.input(within(form).getByLabelText('Pick a colour'), { target: { value: '#38a169' } });
    expect(colour).toHaveValue('#38a169');
    await view.user.click(within(form).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText("Category 'Word Choice' added.")).toBeInTheDocument();
    expect(listedNames()).toEqual([...SEEDED_LIST, '9. Word Choice']);
    expect(screen.getByText('Precise words.')).toBeInTheDocument();
    expect(screen.getByText('Colour #38a169')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New category' })).toHaveFocus();
    expect(stored().at(-1)).toMatchObject({ key: 'word-choice', icon: '✐', sortOrder: 9, isActive: true });
    expect(cachedNames().at(-1)).toBe('Word Choice');
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
    expect(stored()[0]).toMatchObject({ key: 'grammar', description: 'Commas and full stops.' });
  });

  it('turns a category off and on with its switch', async () => {
    const view = renderCategoryManager();
    await categoryList();
    const active = screen.getByRole('switch', { name: 'Active Style' });
    expect(active).toBeChecked();
    await view.user.click(active);
    expect(await screen.findByText("Category 'Style' is now inactive.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active Style' })).not.toBeChecked());
    expect(stored()[5].isActive).toBe(false);
    screen.getByRole('switch', { name: 'Active Style' }).focus();
    await view.user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active Style' })).toBeChecked());
    expect(stored()[5].isActive).toBe(true);
  });

  it('deletes a category only after a confirmation that names it', async () => {
    const view = renderCategoryManager();
    await categoryList();
    await view.user.click(screen.getByRole('button', { name: 'Delete Structure' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Structure'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(listedNames()).toEqual(SEEDED_LIST);
    await view.user.click(screen.getByRole('button', { name: 'Delete Structure' }));
    const again = await screen.findByRole('alertdialog', { name: "Delete 'Structure'?" });
    await view.user.click(within(again).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText("Category 'Structure' deleted.")).toBeInTheDocument();
    const rest = SEEDED_NAMES.filter((name) => name !== 'Structure');
    expect(listedNames()).toEqual(rest.map((name, index) => `${index + 1}. ${name}`));
    expect(storedNames()).toEqual(rest);
    expect(cachedNames()).toEqual(rest);
  });

  it('moves a category with the keyboard, keeps focus on it and announces its new place', async () => {
    const view = renderCategoryManager();
    await categoryList();
    expect(screen.getByRole('button', { name: 'Move up Grammar' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move down Grammar' }).focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(listedNames().slice(0, 2)).toEqual(['1. Clarity', '2. Grammar']));
    expect(screen.getByRole('button', { name: 'Move down Grammar' })).toHaveFocus();
    expect(screen.getByText("'Grammar' is now category 2 of 8.")).toBeInTheDocument();
    expect(storedNames().slice(0, 3)).toEqual(['Clarity', 'Grammar', 'Structure']);
    screen.getByRole('button', { name: 'Move up General' }).focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(listedNames().slice(6)).toEqual(['7. General', '8. Content']));
  });
});
