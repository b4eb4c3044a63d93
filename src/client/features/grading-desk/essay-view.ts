import type { ComponentType } from 'react';
import type { CategoryChoice } from './category-choices';
import type { TextSelection } from './grading-draft-storage';

/** What the grading screen shows of an item over the essay. */
export interface EssayViewItem {
  id: number;
  quote: string;
  startIndex: number;
  endIndex: number;
  category: string;
  /** A comment of that earlier version still standing on unchanged text (the revision loop). */
  carriedFrom?: number;
  /** The number the instructor knows the comment by in this session. */
  number?: number;
}

export interface EssayViewProps {
  html: string;
  items: EssayViewItem[];
  label: string;
  activeItemId?: number | null;
  /** Changes to show the same active item again. */
  pulseKey?: number;
  onHighlightClick?: (id: number) => void;
  onSelectText?: (selection: TextSelection | null) => void;
}

/**
 * The essay with its highlights comes from the essay viewer; features meet only in the app layer
 * (design: layout), so the admin pages hand the viewer's pane and category colours in.
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
