import {
  FEEDBACK_CATEGORIES,
  type FeedbackCategoryName,
  SEVERITIES,
  type Severity,
} from '../../../shared/contract/feedback';
import { locateQuote, type TextRange } from '../../../shared/rules/anchoring';
import type { DraftItem } from '../draft';
import type { ProposedItem } from './openai-schema';

/** More than this buries the instructor in decisions; the rest of the proposals are left out. */
export const MAX_DRAFT_ITEMS = 40;

const isCategory = (value: string): value is FeedbackCategoryName =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(value);
const isSeverity = (value: string): value is Severity => (SEVERITIES as readonly string[]).includes(value);
const overlaps = (a: TextRange, b: TextRange) => a.start < b.end && b.start < a.end;

/**
 * Places each proposed comment on the essay, in the order the model gave them. The stored quote is the
 * essay's own text at the found range, so `text.slice(startIndex, endIndex) === quote` always holds
 * (design: the contract) even when the model changed the whitespace. Section 5: a passage already
 * highlighted is not highlighted again, so an overlapping item is left out.
 */
export function placeItems(text: string, proposed: ProposedItem[]): { items: DraftItem[]; dropped: number } {
  const items: DraftItem[] = [];
  for (const item of proposed) {
    if (items.length === MAX_DRAFT_ITEMS) break;
    const { category, severity } = item;
    if (!isCategory(category) || !isSeverity(severity)) continue;
    const range = locateQuote(text, { quote: item.quote });
    if (!range || items.some((placed) => overlaps(range, { start: placed.startIndex, end: placed.endIndex })))
      continue;
    items.push({
      startIndex: range.start,
      endIndex: range.end,
      quote: text.slice(range.start, range.end),
      category,
      severity,
      comment: item.comment.trim(),
      suggestion: item.suggestion.trim(),
    });
  }
  items.sort((a, b) => a.startIndex - b.startIndex);
  return { items, dropped: proposed.length - items.length };
}
