import { isObject } from '../../../shared/rules/is-object';
import { jsonOf, tabStorage } from '../../lib/stored-json';
import type { RubricDraft } from './rubric-draft';

/** A rubric being edited and not yet saved, kept per assignment for this tab: a reload loses none of it. */
const keyOf = (assignmentId: number) => `rubric_draft_${assignmentId}`;

const hasStrings = (value: Record<string, unknown>, keys: string[]) =>
  keys.every((key) => typeof value[key] === 'string');
const isOptionalId = (value: unknown) => value === undefined || Number.isInteger(value);

function isDraft(value: unknown): value is RubricDraft {
  if (!isObject(value) || !Array.isArray(value.criteria)) return false;
  return value.criteria.every(
    (criterion) =>
      isObject(criterion) &&
      hasStrings(criterion, ['key', 'title', 'description']) &&
      isOptionalId(criterion.id) &&
      Array.isArray(criterion.levels) &&
      criterion.levels.every(
        (level) =>
          isObject(level) &&
          hasStrings(level, ['key', 'title', 'description', 'points']) &&
          isOptionalId(level.id),
      ),
  );
}

export function readRubricDraft(assignmentId: number): RubricDraft | null {
  const value = jsonOf(tabStorage()?.getItem(keyOf(assignmentId)));
  return isDraft(value) ? value : null;
}

export function writeRubricDraft(assignmentId: number, draft: RubricDraft | null): void {
  try {
    if (draft) tabStorage()?.setItem(keyOf(assignmentId), JSON.stringify(draft));
    else tabStorage()?.removeItem(keyOf(assignmentId));
  } catch {
    // A full quota costs only the copy: the page still holds the work.
  }
}
