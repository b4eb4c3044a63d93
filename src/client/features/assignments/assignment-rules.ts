import type { Assignment, AssignmentBody } from '../../../shared/contract';
import {
  MAX_VERSIONS_LIMIT,
  RICH_HTML_MAX,
  TITLE_MAX,
  WORD_COUNT_MAX,
} from '../../../shared/contract/limits';
import type { FormProblems } from '../../lib/form-problems';
import { requiredTextProblem } from '../../lib/text-limit-problems';

export interface AssignmentDraft {
  title: string;
  instructions_html: string;
  /** As a datetime-local field holds it: local time, 'YYYY-MM-DDTHH:mm', or empty for no due date. */
  due_at: string;
  min_words: string;
  max_words: string;
  /** 'yes' when students may revise after release (a form holds text; see RevisionFields). */
  allow_revisions: string;
  /** The highest version a revision may reach, as typed. */
  max_versions: string;
  /** 'yes' when staff grade without names until release. */
  anonymous_grading: string;
}

export type AssignmentField = keyof AssignmentDraft;

/** The contract's ceiling on a word count (content.ts). */
const MAX_WORD_COUNT = WORD_COUNT_MAX;

export const emptyAssignmentDraft: AssignmentDraft = {
  title: '',
  instructions_html: '',
  due_at: '',
  min_words: '',
  max_words: '',
  allow_revisions: '',
  max_versions: '2',
  anonymous_grading: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the person's local date and time, the way a datetime-local field shows it. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const assignmentDraftOf = (assignment: Assignment): AssignmentDraft => ({
  title: assignment.title,
  instructions_html: assignment.instructions_html,
  due_at: assignment.due_at ? localDateTime(assignment.due_at) : '',
  min_words: assignment.min_words?.toString() ?? '',
  max_words: assignment.max_words?.toString() ?? '',
  allow_revisions: assignment.allow_revisions ? 'yes' : '',
  max_versions: String(
    assignment.allow_revisions ? assignment.max_versions : Math.max(2, assignment.max_versions),
  ),
  anonymous_grading: assignment.anonymous_grading ? 'yes' : '',
});

/** Revisions need a second version at least; the contract's ceiling is MAX_VERSIONS_LIMIT. */
function maxVersionsProblem({ allow_revisions, max_versions }: AssignmentDraft): string | undefined {
  if (!allow_revisions) return undefined;
  const value = max_versions.trim();
  return /^\d+$/.test(value) && Number(value) >= 2 && Number(value) <= MAX_VERSIONS_LIMIT
    ? undefined
    : `Enter a whole number of versions from 2 to ${MAX_VERSIONS_LIMIT}.`;
}

function wordCountProblem(value: string): string | undefined {
  if (!value.trim()) return undefined;
  if (!/^\d+$/.test(value.trim())) return 'Enter a whole number of words, 0 or more.';
  return Number(value) > MAX_WORD_COUNT ? `Keep it to ${MAX_WORD_COUNT} words or fewer.` : undefined;
}

export const WORD_LIMIT_SENTENCE = 'The maximum word count cannot be below the minimum.';

/** The server's rule (400 on max_words), checked as soon as both counts are whole numbers. */
export function wordLimitProblem({ min_words, max_words }: AssignmentDraft): string | undefined {
  if (!min_words.trim() || !max_words.trim() || wordCountProblem(min_words) || wordCountProblem(max_words)) {
    return undefined;
  }
  return Number(max_words) < Number(min_words) ? WORD_LIMIT_SENTENCE : undefined;
}

/** The contract's limits on an assignment (content.ts), checked before sending. */
export function assignmentProblems(draft: AssignmentDraft): FormProblems<AssignmentField> {
  return {
    title: requiredTextProblem(draft.title, TITLE_MAX, 'title'),
    instructions_html:
      draft.instructions_html.length > RICH_HTML_MAX
        ? 'These instructions are too long to store.'
        : undefined,
    due_at:
      draft.due_at && Number.isNaN(new Date(draft.due_at).getTime()) ? 'Enter a date and a time.' : undefined,
    min_words: wordCountProblem(draft.min_words),
    max_words: wordCountProblem(draft.max_words) ?? wordLimitProblem(draft),
    max_versions: maxVersionsProblem(draft),
  };
}

const countOf = (value: string) => (value.trim() ? Number(value) : null);

export const assignmentBodyOf = (draft: AssignmentDraft): AssignmentBody => ({
  title: draft.title.trim(),
  instructions_html: draft.instructions_html,
  due_at: draft.due_at ? new Date(draft.due_at).toISOString() : null,
  min_words: countOf(draft.min_words),
  max_words: countOf(draft.max_words),
  allow_revisions: draft.allow_revisions === 'yes',
  max_versions: draft.allow_revisions === 'yes' ? Number(draft.max_versions) : 1,
  anonymous_grading: draft.anonymous_grading === 'yes',
});
