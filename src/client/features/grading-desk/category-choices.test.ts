import { FEEDBACK_CATEGORIES } from '../../../shared/contract';
import {
  BUILT_IN_CHOICES,
  type CategoryChoice,
  categoryOptions,
  choiceOf,
  firstCategoryOf,
  looksOf,
} from './category-choices';

const choice = (key: string, active = true): CategoryChoice => ({
  key,
  label: key[0].toUpperCase() + key.slice(1),
  colour: '#123456',
  icon: '•',
  active,
});
const mine = [choice('citations'), choice('grammar'), choice('clarity', false), choice('style')];

describe("the category picker's choices", () => {
  it('are the active categories in their order', () => {
    expect(categoryOptions(mine, 'grammar').map((option) => option.value)).toEqual([
      'citations',
      'grammar',
      'style',
    ]);
  });

  it("keep a comment's category that is not offered selectable, first", () => {
    expect(categoryOptions(mine, 'clarity').map((option) => option.label)).toEqual([
      'Clarity',
      'Citations',
      'Grammar',
      'Style',
    ]);
    // The engine's built-in key the instructor deleted reads as the built-in category.
    expect(categoryOptions(mine, 'evidence')[0]).toMatchObject({ value: 'evidence', label: 'Evidence' });
    expect(categoryOptions(mine, 'unheard-of')[0]).toMatchObject({
      value: 'unheard-of',
      label: 'unheard-of',
    });
  });

  it('are the built-in six until the instructor has any', () => {
    expect(categoryOptions(BUILT_IN_CHOICES, 'clarity').map((option) => option.value)).toEqual(
      FEEDBACK_CATEGORIES,
    );
  });

  it('start a new comment in Clarity while it is offered, else in the first offered', () => {
    expect(firstCategoryOf(BUILT_IN_CHOICES)).toBe('clarity');
    expect(firstCategoryOf(mine)).toBe('citations');
    expect(firstCategoryOf([])).toBe('clarity');
  });

  it("name a comment's category as the instructor does, and give the student's reader its look", () => {
    expect(choiceOf(mine, 'citations').label).toBe('Citations');
    expect(choiceOf(mine, 'argument')).toMatchObject({ label: 'Argument', colour: '#e69f00' });
    expect(looksOf(mine, ['citations', 'argument'])).toEqual([
      { key: 'citations', name: 'Citations', color: '#123456', icon: '•' },
    ]);
  });
});
