/** Section 8: the category store's failures, word for word. */
export const CATEGORY_MESSAGES = {
  load: 'Failed to load feedback categories',
  create: 'Failed to create feedback category',
  update: 'Failed to update feedback category',
  delete: 'Failed to delete feedback category',
  reorder: 'Failed to update category order',
  generate: 'Failed to generate categories with AI',
  createMany: 'Failed to create categories',
  notFound: 'Category not found',
} as const;
