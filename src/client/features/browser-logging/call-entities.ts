import type { ClientLogCategory } from '../../../shared/contract/logs';

interface EntityRule {
  pattern: RegExp;
  entityType: string;
  category: ClientLogCategory;
  /** The argument that names this entity when the argument is not simply its id. */
  idKey?: string;
}

// Most specific first: 'addFeedbackItem' is about a submission's feedback, not about a course.
const RULES: EntityRule[] = [
  {
    pattern: /Essay|Submission|Review|Draft/,
    entityType: 'submission',
    category: 'ASSIGNMENT_MANAGEMENT',
    idKey: 'submissionId',
  },
  {
    pattern: /FeedbackItem/,
    entityType: 'feedback_item',
    category: 'ASSIGNMENT_MANAGEMENT',
    idKey: 'itemId',
  },
  { pattern: /Feedback|Grade/, entityType: 'feedback', category: 'ASSIGNMENT_MANAGEMENT' },
  { pattern: /Assignment/, entityType: 'assignment', category: 'ASSIGNMENT_MANAGEMENT' },
  { pattern: /Enrollment/, entityType: 'enrollment', category: 'COURSE_MANAGEMENT' },
  { pattern: /Lesson/, entityType: 'lesson', category: 'COURSE_MANAGEMENT' },
  { pattern: /Week/, entityType: 'week', category: 'COURSE_MANAGEMENT' },
  { pattern: /Course/, entityType: 'course', category: 'COURSE_MANAGEMENT' },
  // Changes to who may sign in and how: the account's own, and an admin's decisions on it.
  {
    pattern: /^(register|verifyEmail|resendVerification|changePassword|updateProfile)$/,
    entityType: 'user',
    category: 'AUTH',
  },
  { pattern: /^(approveUser|rejectUser)$/, entityType: 'user', category: 'AUTH' },
];

/** The entity a mutation changes and the category its event goes under; null for other calls. */
export function entityRuleFor(endpointName: string): EntityRule | null {
  return RULES.find((rule) => rule.pattern.test(endpointName)) ?? null;
}

/** The only argument keys ever read: ids that say what was changed and where (section 3's details). */
const PARENT_KEYS = ['courseId', 'weekId', 'lessonId', 'assignmentId', 'submissionId', 'itemId'] as const;

const idOf = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined;

/** Ids named in a call's argument: a bare id, or the allow-listed keys of an object. */
export function idsInArgs(args: unknown): { id?: number; parents: Record<string, number> } {
  if (typeof args === 'number') return { id: idOf(args), parents: {} };
  if (!args || typeof args !== 'object') return { parents: {} };
  const record = args as Record<string, unknown>;
  const parents: Record<string, number> = {};
  for (const key of PARENT_KEYS) {
    const id = idOf(record[key]);
    if (id !== undefined) parents[key] = id;
  }
  return { id: idOf(record.id), parents };
}

/** How many rows an answer holds, when it is a list (or a list of created rows). */
export function countOf(result: unknown): number | undefined {
  if (Array.isArray(result)) return result.length;
  const created = (result as { created?: unknown } | null | undefined)?.created;
  return Array.isArray(created) ? created.length : undefined;
}

/** The id a creation answers with. */
export const idInResult = (result: unknown) => idOf((result as { id?: unknown } | null | undefined)?.id);
