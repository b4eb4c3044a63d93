import { Stack, VisuallyHidden } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { toastFailure } from '../category-failure';
import { movedIds } from '../category-rules';
import type { FeedbackCategory } from '../category-types';
import { useCategoryActions } from '../use-category-actions';
import { CategoryItem } from './category-item';

interface CategoryListProps {
  categories: FeedbackCategory[];
  onDeleted: () => void;
}

interface Move {
  id: number;
  by: -1 | 1;
}

/**
 * The categories in sort order. After a move, focus follows the moved category's button (or its other
 * move button once it reaches an end), so a keyboard user can press again, and the new place is announced.
 */
export function CategoryList({ categories, onDeleted }: CategoryListProps) {
  const actions = useCategoryActions();
  const list = useRef<HTMLOListElement>(null);
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    if (!lastMove) return;
    const item = list.current?.querySelector(`[data-category-id="${lastMove.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${lastMove.by}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-lastMove.by}"]`);
    (same && !same.disabled ? same : other)?.focus();
    setLastMove(null);
  }, [lastMove]);

  const onMove = async (category: FeedbackCategory, by: -1 | 1) => {
    const orderedIds = movedIds(categories, category.id, by);
    if (!orderedIds) return;
    const outcome = await actions.reorder(orderedIds);
    if (!outcome.ok) return toastFailure(outcome);
    setLastMove({ id: category.id, by });
    const place = orderedIds.indexOf(category.id) + 1;
    setAnnouncement(`'${category.name}' is now category ${place} of ${orderedIds.length}.`);
  };

  return (
    <>
      <Stack asChild gap="3">
        <ol ref={list} aria-label="Feedback categories in order">
          {categories.map((category, index) => (
            <CategoryItem
              key={category.id}
              category={category}
              others={categories.filter((other) => other.id !== category.id)}
              place={index + 1}
              count={categories.length}
              onMove={onMove}
              onDeleted={onDeleted}
            />
          ))}
        </ol>
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
