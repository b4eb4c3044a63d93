import { categoryDraftProblems, categoryForName, normalisedColour, renumbered } from './category-rules';
import type { FeedbackCategory } from './category-types';

const at = '2025-03-01T09:00:00.000Z';
const category = (id: number, name: string, sortOrder: number): FeedbackCategory => ({
  id,
  key: name.toLowerCase(),
  name,
  icon: '',
  description: '',
  color: '#2b6cb0',
  sortOrder,
  isActive: true,
  createdAt: at,
  updatedAt: at,
});

// Stored out of order on purpose: "first" means first in sort order, not first in the array.
const categories = [category(7, 'Style', 3), category(3, 'Grammar', 2), category(9, 'Content', 1)];

describe('categoryForName (section 5)', () => {
  it.each([
    ['Grammar', 'Grammar'],
    ['grammar', 'Grammar'],
    ['  STYLE ', 'Style'],
    ['evidence', 'Content'],
    ['', 'Content'],
    [null, 'Content'],
    [undefined, 'Content'],
  ])('maps %p to %s', (name, expected) => {
    expect(categoryForName(categories, name)?.name).toBe(expected);
  });

  it('has nothing to map to when there are no categories', () => {
    expect(categoryForName([], 'grammar')).toBeUndefined();
  });
});

describe('normalisedColour', () => {
  it.each([
    ['#2B6CB0', '#2b6cb0'],
    [' #abc ', '#aabbcc'],
    ['#2b6cb', null],
    ['2b6cb0', null],
    ['#ggg', null],
    ['', null],
  ])('reads %p as %p', (value, expected) => {
    expect(normalisedColour(value)).toBe(expected);
  });
});

describe('categoryDraftProblems', () => {
  const valid = { name: 'Evidence', description: 'Sources.', color: '#38a169', icon: '❝' };

  it('accepts a new name, a short description and a hex colour', () => {
    expect(categoryDraftProblems(valid, categories)).toEqual({});
  });

  it('needs a name that no other category has, whatever its case', () => {
    expect(categoryDraftProblems({ ...valid, name: '   ' }, categories).name).toBe('Enter a name.');
    expect(categoryDraftProblems({ ...valid, name: ' grammar ' }, categories).name).toBe(
      "A category named 'grammar' already exists.",
    );
    expect(categoryDraftProblems({ ...valid, name: 'x'.repeat(51) }, categories).name).toBe(
      'Keep the name to 50 characters.',
    );
  });

  it('limits the description and the icon, and needs a hex colour', () => {
    const problems = categoryDraftProblems(
      { ...valid, description: 'y'.repeat(201), color: 'blue', icon: '★'.repeat(17) },
      [],
    );
    expect(problems.description).toBe('Keep the description to 200 characters.');
    expect(problems.color).toBe('Enter a colour as a hex code such as #2b6cb0.');
    expect(problems.icon).toBe('Keep the icon to 16 characters.');
  });
});

describe('numbering', () => {
  it('numbers the categories 1 to n in their order, closing gaps', () => {
    const gappy = [category(1, 'A', 10), category(2, 'B', 4), category(3, 'C', 7)];
    expect(renumbered(gappy).map((item) => [item.name, item.sortOrder])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
  });
});
