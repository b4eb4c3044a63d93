import { screen, within } from '@testing-library/react';
import { CategoryDepsProvider } from '../../../src/client/features/feedback-categories/category-deps';
import { FeedbackCategoriesPage } from '../../../src/client/features/feedback-categories/components/feedback-categories-page';
import { renderWithProviders } from '../render-with-providers';
import { signedInAs } from '../session-fixtures';
import { testDeps } from './category-test-deps';

/** The manager for the signed-in instructor, with a real store over msw, and an AI wait that returns at once. */
export function renderCategoryManager() {
  const { deps, pauses } = testDeps();
  const view = renderWithProviders(
    <CategoryDepsProvider value={deps}>
      <FeedbackCategoriesPage />
    </CategoryDepsProvider>,
    { preloadedState: { auth: signedInAs('admin') } },
  );
  return { ...view, pauses };
}

export const categoryList = () => screen.findByRole('list', { name: 'Feedback categories in order' });

/** The headings of the listed categories, e.g. '1. Grammar'. */
export const listedNames = () =>
  within(screen.getByRole('list', { name: 'Feedback categories in order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Section 3's built-in six, then the stored defaults not among them: what an instructor starts with. */
export const SEEDED_NAMES = [
  'Grammar',
  'Clarity',
  'Structure',
  'Argument',
  'Evidence',
  'Style',
  'Content',
  'General',
];
export const SEEDED_LIST = SEEDED_NAMES.map((name, index) => `${index + 1}. ${name}`);
