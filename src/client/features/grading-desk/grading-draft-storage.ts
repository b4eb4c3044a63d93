import { isObject } from '../../../shared/rules/is-object';
import { jsonObjectOf, tabStorage } from '../../lib/stored-json';
import type { ItemValues } from './item-form';
import type { SummaryValues } from './summary-form';

export interface TextSelection {
  startIndex: number;
  endIndex: number;
  quote: string;
}

/**
 * What the instructor typed and has not saved yet, kept per submission so that a failed request, a
 * reload or a crash loses none of it. Each part goes once its own save succeeds.
 */
export interface GradingDraft {
  summary?: SummaryValues;
  itemEdit?: { itemId: number; values: ItemValues };
  manual?: { selection: TextSelection; values: ItemValues };
}

export const gradingDraftKey = (submissionId: number) => `grading_draft_${submissionId}`;

const isStringRecord = (value: unknown, keys: string[]) =>
  isObject(value) && keys.every((key) => typeof value[key] === 'string');

const isItemValues = (value: unknown): value is ItemValues =>
  isStringRecord(value, ['comment', 'suggestion', 'category', 'severity']);

const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((line) => typeof line === 'string');

const isRubricScore = (value: unknown) =>
  isObject(value) &&
  Number.isInteger(value.criterion_id) &&
  (value.level_id === null || Number.isInteger(value.level_id)) &&
  typeof value.comment === 'string';

const isSummary = (value: unknown): value is SummaryValues =>
  isStringRecord(value, ['grade', 'general_feedback', 'overall_feedback', 'encouragement']) &&
  isStringList((value as Record<string, unknown>).strengths) &&
  isStringList((value as Record<string, unknown>).areas_for_improvement) &&
  Array.isArray((value as Record<string, unknown>).rubric_scores) &&
  ((value as Record<string, unknown>).rubric_scores as unknown[]).every(isRubricScore) &&
  typeof (value as Record<string, unknown>).grade_typed === 'boolean';

const isSelection = (value: unknown): value is TextSelection =>
  isObject(value) &&
  typeof value.quote === 'string' &&
  Number.isInteger(value.startIndex) &&
  Number.isInteger(value.endIndex);

// Every part is checked on the way in: a stored value from an older build or a hand edit is dropped.
function parse(text: string | null): GradingDraft | null {
  const value = jsonObjectOf(text);
  if (!value) return null;
  const draft: GradingDraft = {};
  if (isSummary(value.summary)) draft.summary = value.summary;
  const { itemEdit, manual } = value;
  if (isObject(itemEdit) && Number.isInteger(itemEdit.itemId) && isItemValues(itemEdit.values)) {
    draft.itemEdit = { itemId: itemEdit.itemId as number, values: itemEdit.values };
  }
  if (isObject(manual) && isSelection(manual.selection) && isItemValues(manual.values)) {
    draft.manual = { selection: manual.selection, values: manual.values };
  }
  return Object.keys(draft).length > 0 ? draft : null;
}

export function readGradingDraft(submissionId: number): GradingDraft | null {
  return parse(tabStorage()?.getItem(gradingDraftKey(submissionId)) ?? null);
}

export function writeGradingDraft(submissionId: number, draft: GradingDraft): void {
  const area = tabStorage();
  if (!area) return;
  try {
    if (Object.keys(draft).length === 0) area.removeItem(gradingDraftKey(submissionId));
    else area.setItem(gradingDraftKey(submissionId), JSON.stringify(draft));
  } catch {
    // Quota exceeded: nothing more to do.
  }
}

export function clearGradingDraft(submissionId: number): void {
  tabStorage()?.removeItem(gradingDraftKey(submissionId));
}
