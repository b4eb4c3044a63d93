import { ReorderableList } from '../../../components/reorderable-list';
import { toastFailure } from '../category-failure';
import type { FeedbackCategory } from '../category-types';
import { useCategoryActions } from '../use-category-actions';
import { CategoryItem } from './category-item';

interface CategoryListProps {
  categories: FeedbackCategory[];
  onDeleted: () => void;
}

/** The categories in sort order, each moved, edited or deleted in place. */
export function CategoryList({ categories, onDeleted }: CategoryListProps) {
  const actions = useCategoryActions();

  const reorder = async (orderedIds: number[]) => {
    const outcome = await actions.reorder(orderedIds);
    if (!outcome.ok) toastFailure(outcome);
    return outcome.ok;
  };

  return (
    <ReorderableList
      label="Feedback categories in order"
      items={categories}
      reorder={reorder}
      movedMessage={(category, place, count) => `'${category.name}' is now category ${place} of ${count}.`}
    >
      {(category, at) => (
        <CategoryItem
          category={category}
          others={categories.filter((other) => other.id !== category.id)}
          at={at}
          onDeleted={onDeleted}
        />
      )}
    </ReorderableList>
  );
}
