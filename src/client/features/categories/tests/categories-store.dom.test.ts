import { makeStore } from '../../../app/store';
import { selectCategories, selectCategoriesState } from '../categories-slice';
import {
  AI_GENERATION_DELAY_MS,
  createCategories,
  createCategory,
  deleteCategory,
  generateCategorySuggestions,
  loadCategories,
  reorderCategories,
  resetCategoriesToDefaults,
  updateCategory,
} from '../categories-thunks';
import type { CategoryDeps } from '../category-deps';
import { CATEGORY_STORAGE_KEY } from '../category-storage';
import { FIRST_DAY, LATER_DAY, storedNames, type TestArea, testArea, testDeps } from './category-test-deps';

const DEFAULT_NAMES = ['Content', 'Grammar', 'Structure', 'Style', 'General'];

async function loadedStore(area: TestArea = testArea()) {
  const store = makeStore();
  const clock = testDeps(area);
  await store.dispatch(loadCategories({ deps: clock.deps }));
  return { store, area, ...clock, names: () => selectCategories(store.getState()).map((item) => item.name) };
}

const failureOf = (action: { payload?: unknown }) => (action.payload as { message: string }).message;

describe('loading the categories', () => {
  it('stores and shows the five defaults on first use (section 3)', async () => {
    const { store, area, names } = await loadedStore();
    expect(names()).toEqual(DEFAULT_NAMES);
    expect(storedNames(area)).toEqual(DEFAULT_NAMES);
    const [content] = selectCategories(store.getState());
    expect(content).toMatchObject({
      id: 1,
      sortOrder: 1,
      isActive: true,
      createdAt: FIRST_DAY.toISOString(),
    });
    expect(selectCategoriesState(store.getState()).loadStatus).toBe('loaded');
  });

  it('reads what is stored instead of the defaults, in sort order', async () => {
    const first = await loadedStore();
    await first.store.dispatch(reorderCategories({ deps: first.deps, orderedIds: [5, 4, 3, 2, 1] }));
    const second = await loadedStore(testArea(first.area.stored()));
    expect(second.names()).toEqual([...DEFAULT_NAMES].reverse());
  });

  it.each([
    ['storage that cannot be read', (area: TestArea) => Object.assign(area, { failReads: true })],
    [
      'storage that cannot be written for the defaults',
      (area: TestArea) => Object.assign(area, { failWrites: true }),
    ],
  ])('fails with the section 8 message on %s', async (_case, breakIt) => {
    const area = breakIt(testArea());
    const store = makeStore();
    const action = await store.dispatch(loadCategories({ deps: testDeps(area).deps }));
    expect(failureOf(action)).toBe('Failed to load feedback categories');
    expect(selectCategoriesState(store.getState())).toMatchObject({
      loadStatus: 'failed',
      loadError: 'Failed to load feedback categories',
      storedValueUnreadable: false,
    });
  });

  it('fails when local storage itself is out of reach', async () => {
    const store = makeStore();
    const deps: CategoryDeps = {
      ...testDeps(testArea()).deps,
      area: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    const action = await store.dispatch(loadCategories({ deps }));
    expect(failureOf(action)).toBe('Failed to load feedback categories');
  });

  it.each([
    ['corrupt JSON', '[{"id": 1, "name": "Content"'],
    ['JSON that is not a list', '{"categories": []}'],
    ['a list of something else', '[{"id": "one", "title": "Content"}]'],
  ])('refuses %s and leaves it stored as it was', async (_case, raw) => {
    const area = testArea(raw);
    const { store } = await loadedStore(area);
    expect(selectCategoriesState(store.getState())).toMatchObject({
      loadStatus: 'failed',
      loadError: 'Failed to load feedback categories',
      storedValueUnreadable: true,
    });
    expect(selectCategories(store.getState())).toEqual([]);
    expect(area.stored()).toBe(raw);
  });
});

describe('creating a category', () => {
  it('puts it last (count + 1), active, stamped now, and stores it (section 9)', async () => {
    const { store, deps, area, setNow } = await loadedStore();
    setNow(LATER_DAY);
    const draft = { name: ' Evidence ', description: 'Sources.', color: '#ABC' };
    const action = await store.dispatch(createCategory({ deps, draft }));
    expect(action.meta.requestStatus).toBe('fulfilled');
    const created = selectCategories(store.getState()).at(-1);
    expect(created).toEqual({
      id: 6,
      name: 'Evidence',
      description: 'Sources.',
      color: '#aabbcc',
      sortOrder: 6,
      isActive: true,
      createdAt: LATER_DAY.toISOString(),
      updatedAt: LATER_DAY.toISOString(),
    });
    expect(storedNames(area)).toEqual([...DEFAULT_NAMES, 'Evidence']);
  });

  it('fails when the storage is full, and shows nothing that was not stored', async () => {
    const { store, deps, area, names } = await loadedStore();
    area.failWrites = true;
    const draft = { name: 'Evidence', description: '', color: '#38a169' };
    const action = await store.dispatch(createCategory({ deps, draft }));
    expect(failureOf(action)).toBe('Failed to create feedback category');
    expect(names()).toEqual(DEFAULT_NAMES);
  });

  it('refuses a name already in use, whatever its case', async () => {
    const { store, deps, area } = await loadedStore();
    const draft = { name: 'GRAMMAR', description: '', color: '#38a169' };
    const action = await store.dispatch(createCategory({ deps, draft }));
    expect(failureOf(action)).toBe('Failed to create feedback category');
    expect(storedNames(area)).toEqual(DEFAULT_NAMES);
  });

  it('never writes over an unreadable stored value', async () => {
    const { store, deps, area } = await loadedStore();
    area.setItem(CATEGORY_STORAGE_KEY, 'not json');
    const draft = { name: 'Evidence', description: '', color: '#38a169' };
    const action = await store.dispatch(createCategory({ deps, draft }));
    expect(failureOf(action)).toBe('Failed to create feedback category');
    expect(area.stored()).toBe('not json');
    expect(selectCategoriesState(store.getState()).storedValueUnreadable).toBe(true);
  });
});

describe('updating a category', () => {
  it('changes what was asked, keeps createdAt and stamps updatedAt', async () => {
    const { store, deps, setNow } = await loadedStore();
    setNow(LATER_DAY);
    const changes = { description: 'Commas and full stops.', isActive: false };
    await store.dispatch(updateCategory({ deps, id: 2, changes }));
    expect(selectCategories(store.getState())[1]).toMatchObject({
      name: 'Grammar',
      description: 'Commas and full stops.',
      isActive: false,
      sortOrder: 2,
      createdAt: FIRST_DAY.toISOString(),
      updatedAt: LATER_DAY.toISOString(),
    });
  });

  it("fails with 'Category not found' for an unknown id (section 5)", async () => {
    const { store, deps } = await loadedStore();
    const action = await store.dispatch(updateCategory({ deps, id: 99, changes: { isActive: false } }));
    expect(failureOf(action)).toBe('Category not found');
  });

  it('fails when the storage refuses the write or the name is taken', async () => {
    const { store, deps, area } = await loadedStore();
    const taken = await store.dispatch(updateCategory({ deps, id: 2, changes: { name: 'style' } }));
    expect(failureOf(taken)).toBe('Failed to update feedback category');
    area.failWrites = true;
    const refused = await store.dispatch(updateCategory({ deps, id: 2, changes: { isActive: false } }));
    expect(failureOf(refused)).toBe('Failed to update feedback category');
    expect(selectCategories(store.getState())[1].isActive).toBe(true);
  });
});

describe('deleting a category', () => {
  it('removes it and numbers the rest 1 to n, so the next new one is still count + 1', async () => {
    const { store, deps, area } = await loadedStore();
    await store.dispatch(deleteCategory({ deps, id: 2 }));
    expect(selectCategories(store.getState()).map((item) => [item.name, item.sortOrder])).toEqual([
      ['Content', 1],
      ['Structure', 2],
      ['Style', 3],
      ['General', 4],
    ]);
    await store.dispatch(
      createCategory({ deps, draft: { name: 'Grammar', description: '', color: '#c53030' } }),
    );
    expect(selectCategories(store.getState()).at(-1)).toMatchObject({ name: 'Grammar', sortOrder: 5, id: 6 });
    expect(storedNames(area)).toEqual(['Content', 'Structure', 'Style', 'General', 'Grammar']);
  });

  it('fails for an unknown id and when the storage refuses', async () => {
    const { store, deps, area, names } = await loadedStore();
    expect(failureOf(await store.dispatch(deleteCategory({ deps, id: 99 })))).toBe('Category not found');
    area.failWrites = true;
    expect(failureOf(await store.dispatch(deleteCategory({ deps, id: 1 })))).toBe(
      'Failed to delete feedback category',
    );
    expect(names()).toEqual(DEFAULT_NAMES);
  });
});

describe('reordering', () => {
  it('rewrites sortOrder 1 to n in the order given and stamps only the moved ones', async () => {
    const { store, deps, setNow } = await loadedStore();
    setNow(LATER_DAY);
    await store.dispatch(reorderCategories({ deps, orderedIds: [2, 1, 3, 4, 5] }));
    const [grammar, content, structure] = selectCategories(store.getState());
    expect([grammar.name, grammar.sortOrder, grammar.updatedAt]).toEqual([
      'Grammar',
      1,
      LATER_DAY.toISOString(),
    ]);
    expect([content.name, content.sortOrder]).toEqual(['Content', 2]);
    expect(structure.updatedAt).toBe(FIRST_DAY.toISOString());
  });

  it.each([
    ['leaves a category out', [2, 1, 3, 4]],
    ['names one twice', [2, 2, 3, 4, 5]],
    ['names an unknown id', [2, 1, 3, 4, 99]],
  ])('fails when the order %s', async (_case, orderedIds) => {
    const { store, deps, area, names } = await loadedStore();
    const action = await store.dispatch(reorderCategories({ deps, orderedIds }));
    expect(failureOf(action)).toBe('Failed to update category order');
    expect(names()).toEqual(DEFAULT_NAMES);
    expect(storedNames(area)).toEqual(DEFAULT_NAMES);
  });

  it('fails when the storage refuses', async () => {
    const { store, deps, area } = await loadedStore();
    area.failWrites = true;
    const action = await store.dispatch(reorderCategories({ deps, orderedIds: [5, 4, 3, 2, 1] }));
    expect(failureOf(action)).toBe('Failed to update category order');
  });
});

describe('AI generation (section 7: fixed sample data, not a real call)', () => {
  it('waits a moment, then offers the sample less the names already in use', async () => {
    const { store, deps, pauses } = await loadedStore();
    await store.dispatch(
      createCategory({ deps, draft: { name: 'clarity', description: '', color: '#2c7a7b' } }),
    );
    await store.dispatch(generateCategorySuggestions({ deps }));
    expect(pauses).toEqual([AI_GENERATION_DELAY_MS]);
    const { suggestions, generating } = selectCategoriesState(store.getState());
    expect(generating).toBe(false);
    expect(suggestions.map((draft) => draft.name)).toEqual([
      'Argument',
      'Evidence',
      'Word Choice',
      'Citations',
    ]);
  });

  it('stores nothing until suggestions are added, then adds them last in order', async () => {
    const { store, deps, area } = await loadedStore();
    await store.dispatch(generateCategorySuggestions({ deps }));
    expect(storedNames(area)).toEqual(DEFAULT_NAMES);
    const [clarity, , evidence] = selectCategoriesState(store.getState()).suggestions;
    await store.dispatch(createCategories({ deps, drafts: [clarity, evidence] }));
    expect(selectCategories(store.getState()).slice(5)).toMatchObject([
      { name: 'Clarity', sortOrder: 6, isActive: true },
      { name: 'Evidence', sortOrder: 7, isActive: true },
    ]);
    expect(selectCategoriesState(store.getState()).suggestions.map((draft) => draft.name)).toEqual([
      'Argument',
      'Word Choice',
      'Citations',
    ]);
  });

  it('fails when the stored categories cannot be read', async () => {
    const { store, deps, area } = await loadedStore();
    area.failReads = true;
    const action = await store.dispatch(generateCategorySuggestions({ deps }));
    expect(failureOf(action)).toBe('Failed to generate categories with AI');
    expect(selectCategoriesState(store.getState()).generating).toBe(false);
  });

  it('adds all of a batch or none of it', async () => {
    const { store, deps, area } = await loadedStore();
    const drafts = [
      { name: 'Clarity', description: '', color: '#2c7a7b' },
      { name: 'CLARITY', description: '', color: '#2c7a7b' },
    ];
    expect(failureOf(await store.dispatch(createCategories({ deps, drafts })))).toBe(
      'Failed to create categories',
    );
    expect(storedNames(area)).toEqual(DEFAULT_NAMES);
    area.failWrites = true;
    const one = [drafts[0]];
    expect(failureOf(await store.dispatch(createCategories({ deps, drafts: one })))).toBe(
      'Failed to create categories',
    );
  });
});

describe('resetting to the defaults', () => {
  it('replaces an unreadable stored value, and only when asked', async () => {
    const area = testArea('{{{');
    const { store, deps, names } = await loadedStore(area);
    await store.dispatch(resetCategoriesToDefaults({ deps }));
    expect(names()).toEqual(DEFAULT_NAMES);
    expect(storedNames(area)).toEqual(DEFAULT_NAMES);
    expect(selectCategoriesState(store.getState())).toMatchObject({
      loadStatus: 'loaded',
      storedValueUnreadable: false,
    });
  });

  it('fails when the storage refuses the defaults', async () => {
    const area = testArea('{{{');
    const { store, deps } = await loadedStore(area);
    area.failWrites = true;
    const action = await store.dispatch(resetCategoriesToDefaults({ deps }));
    expect(failureOf(action)).toBe('Failed to create categories');
    expect(area.stored()).toBe('{{{');
  });
});
