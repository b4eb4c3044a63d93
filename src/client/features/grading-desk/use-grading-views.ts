import { useMemo } from 'react';
import { categoryIn, EssayPane, paletteOf, type ViewerCategory } from '../essay-viewer';
import { useFeedbackCategoryList } from '../feedback-categories';
import type { GradingViews } from './essay-view';

/**
 * Features meet here: the grading screen shows the essay through the essay viewer's pane, and files
 * comments under the instructor's categories (the Categories page's list, which a category added there
 * joins at once); the pane, the badges and the picker draw each in its colour. Until the list arrives,
 * or when it cannot, the built-in categories.
 */
export function useGradingViews(): { views: GradingViews; palette: readonly ViewerCategory[] } {
  const categories = useFeedbackCategoryList();
  return useMemo(() => {
    const palette = paletteOf(categories.map(({ key, name, color, icon }) => ({ key, name, color, icon })));
    const choices = categories.map(({ key, name, color, icon, isActive }) => ({
      key,
      label: name,
      colour: color,
      icon,
      active: isActive,
    }));
    const views: GradingViews = {
      EssayView: EssayPane,
      categoryColour: (category) => categoryIn(palette, category).colour,
      ...(choices.length > 0 && { categories: choices }),
    };
    return { views, palette };
  }, [categories]);
}
