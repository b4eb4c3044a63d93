import type { ComponentType } from 'react';
import type { EssayPaneItem, EssayPaneProps } from '../essay-viewer';
import type { CategoryChoice } from './category-choices';

/** What the grading screen shows of an item over the essay: what the essay pane draws. */
export type EssayViewItem = EssayPaneItem;

/** What the grading screen hands the essay pane. */
export type EssayViewProps = EssayPaneProps;

/**
 * The essay viewer's pane and the instructor's categories, handed to the grading screens together
 * (use-grading-views for the product, demo-routes for the demo area).
 */
export interface GradingViews {
  EssayView: ComponentType<EssayViewProps>;
  /** A category's highlight colour, so each comment's badge matches its highlight. */
  categoryColour: (category: string) => string;
  /**
   * The instructor's categories in their order (the Categories page), which the category picker offers;
   * the built-in six when left out.
   */
  categories?: readonly CategoryChoice[];
}
