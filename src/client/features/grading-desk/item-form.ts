import {
  COMMENT_CATEGORY_MAX,
  FEEDBACK_CATEGORIES,
  type FeedbackCategoryName,
  type FeedbackItemUpdate,
  type ReviewFeedbackItem,
  SEVERITIES,
  type Severity,
} from '../../../shared/contract';
import { type FormProblems, requiredProblem } from '../../lib/form-problems';

/** What the instructor types for one comment, whether rewording a drafted one or adding their own. */
export interface ItemValues {
  comment: string;
  suggestion: string;
  category: string;
  severity: string;
}

export type ItemField = keyof ItemValues;

export const COMMENT_LIMIT = 2000;

export const CATEGORY_LABELS: Record<FeedbackCategoryName, string> = {
  grammar: 'Grammar',
  clarity: 'Clarity',
  structure: 'Structure',
  argument: 'Argument',
  evidence: 'Evidence',
  style: 'Style',
};

export const SEVERITY_LABELS: Record<Severity, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const isCategory = (name: string): name is FeedbackCategoryName =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(name);
const isSeverity = (name: string): name is Severity => (SEVERITIES as readonly string[]).includes(name);

export const categoryLabel = (name: string) => (isCategory(name) ? CATEGORY_LABELS[name] : name);

export const newItemValues: ItemValues = {
  comment: '',
  suggestion: '',
  category: 'clarity',
  severity: 'medium',
};

export const itemValuesOf = (item: ReviewFeedbackItem): ItemValues => ({
  comment: item.comment,
  suggestion: item.suggestion,
  category: item.category,
  severity: item.severity,
});

export function itemProblems(values: ItemValues): FormProblems<ItemField> {
  const tooLong = (value: string) =>
    value.length > COMMENT_LIMIT ? `Keep it under ${COMMENT_LIMIT} characters.` : undefined;
  return {
    comment: requiredProblem(values.comment, 'Write a comment.') ?? tooLong(values.comment),
    suggestion: tooLong(values.suggestion),
    // The picker offers the instructor's categories; the server checks the one chosen is still offered.
    category:
      values.category.trim() && values.category.length <= COMMENT_CATEGORY_MAX
        ? undefined
        : 'Choose a category.',
    severity: isSeverity(values.severity) ? undefined : 'Choose a severity.',
  };
}

/** Only what changed is sent: the server marks an item edited (and accepted) when its text changes. */
export function itemUpdateOf(item: ReviewFeedbackItem, values: ItemValues): FeedbackItemUpdate {
  const update: FeedbackItemUpdate = {};
  const comment = values.comment.trim();
  if (comment !== item.comment) update.comment = comment;
  if (values.suggestion.trim() !== item.suggestion) update.suggestion = values.suggestion.trim();
  if (values.category !== item.category && values.category.trim()) update.category = values.category;
  if (values.severity !== item.severity && isSeverity(values.severity)) update.severity = values.severity;
  return update;
}
