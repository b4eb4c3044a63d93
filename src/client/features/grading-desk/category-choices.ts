import { createContext, useContext } from 'react';
import { BUILT_IN_CATEGORIES, type CategoryLook } from '../../../shared/contract/feedback-categories';

/** A category the instructor may file a comment under, as their Categories page keeps it. */
export interface CategoryChoice {
  key: string;
  label: string;
  /** Six-digit hex. */
  colour: string;
  icon: string;
  active: boolean;
}

export interface CategoryOption {
  value: string;
  label: string;
  colour: string;
  icon: string;
}

/** Until the instructor's list arrives (or when it cannot), the six built-in categories. */
export const BUILT_IN_CHOICES: readonly CategoryChoice[] = BUILT_IN_CATEGORIES.map((category) => ({
  key: category.key,
  label: category.name,
  colour: category.color,
  icon: category.icon,
  active: true,
}));

const builtIn = (key: string) => BUILT_IN_CHOICES.find((choice) => choice.key === key);

/** What a comment's category reads as: the instructor's name for it, the built-in one, else its key. */
export const choiceOf = (choices: readonly CategoryChoice[], key: string): CategoryChoice =>
  choices.find((choice) => choice.key === key) ??
  builtIn(key) ?? { key, label: key, colour: '#6b6b6b', icon: '', active: false };

/**
 * The choices of the category picker: the instructor's active categories in their order. A comment
 * filed under one that is not among them (turned off since, or the engine's) keeps it selectable, first,
 * so that nothing changes by itself.
 */
export function categoryOptions(choices: readonly CategoryChoice[], current: string): CategoryOption[] {
  const toOption = ({ key, label, colour, icon }: CategoryChoice) => ({ value: key, label, colour, icon });
  const offered = choices.filter((choice) => choice.active).map(toOption);
  const known = !current || offered.some((option) => option.value === current);
  return known ? offered : [toOption(choiceOf(choices, current)), ...offered];
}

/** A new comment's category: Clarity while it is offered (the engine's most general), else the first offered. */
export function firstCategoryOf(choices: readonly CategoryChoice[]): string {
  const offered = choices.filter((choice) => choice.active);
  return (offered.find((choice) => choice.key === 'clarity') ?? offered[0])?.key ?? 'clarity';
}

/** How the student's reader draws these keys: the instructor's categories that have them. */
export function looksOf(choices: readonly CategoryChoice[], keys: readonly string[]): CategoryLook[] {
  const wanted = new Set(keys);
  return choices
    .filter((choice) => wanted.has(choice.key))
    .map(({ key, label, colour, icon }) => ({ key, name: label, color: colour, icon }));
}

const CategoryChoicesContext = createContext<readonly CategoryChoice[]>(BUILT_IN_CHOICES);

/** The grading screen's categories, from the instructor's list (handed in by the app layer). */
export const CategoryChoicesProvider = CategoryChoicesContext.Provider;

export const useCategoryChoices = () => useContext(CategoryChoicesContext);
