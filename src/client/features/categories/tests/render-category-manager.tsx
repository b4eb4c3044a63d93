import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CategoryDepsProvider } from '../category-deps';
import { FeedbackCategoriesPage } from '../components/feedback-categories-page';
import { type TestArea, testArea, testDeps } from './category-test-deps';

/** The manager with a real store over a storage area the test holds, and an AI wait that returns at once. */
export function renderCategoryManager(area: TestArea = testArea()) {
  const { deps } = testDeps(area);
  const view = renderWithProviders(
    <CategoryDepsProvider value={deps}>
      <FeedbackCategoriesPage />
    </CategoryDepsProvider>,
  );
  return { ...view, area };
}

export const categoryList = () => screen.findByRole('list', { name: 'Feedback categories in order' });

/** The headings of the listed categories, e.g. '1. Content'. */
export const listedNames = () =>
  within(screen.getByRole('list', { name: 'Feedback categories in order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
