/**
 * Section 4, "Submission and feedback visibility", as the student's screens apply it. The release test
 * itself is shared with the server, which applies it before anything leaves for a student.
 */
export { isReleasedToStudent, type ReleaseFields } from '../../shared/rules/release';

export type DerivedStatus = 'graded' | 'submitted' | 'draft' | 'not_started';

interface StatusFields {
  grade?: number | null;
  submitted_at?: string | null;
}

/**
 * Graded if a grade is present (0 is a grade), else submitted if it was handed in, else a draft. With
 * no entry at all, a draft kept in the browser still counts as one (section 3 keeps drafts there).
 */
export function deriveSubmissionStatus(
  entry: StatusFields | null | undefined,
  hasDraft = false,
): DerivedStatus {
  if (entry?.grade != null) return 'graded';
  if (entry?.submitted_at) return 'submitted';
  if (entry || hasDraft) return 'draft';
  return 'not_started';
}

interface Dated {
  graded_at?: string | null;
  submitted_at?: string | null;
}

const timeOf = (entry: Dated) => Date.parse(entry.graded_at ?? entry.submitted_at ?? '');

/** Only the single most recent entry stays, by graded_at, else submitted_at; undated ones come last. */
export function keepMostRecentFeedback<T extends Dated>(entries: readonly T[]): T[] {
  let latest: T | undefined;
  for (const entry of entries) {
    const time = timeOf(entry);
    if (Number.isNaN(time)) {
      latest ??= entry;
      continue;
    }
    const latestTime = latest ? timeOf(latest) : Number.NaN;
    if (Number.isNaN(latestTime) || time > latestTime) latest = entry;
  }
  return latest ? [latest] : [];
}

export type GradeTone = 'success' | 'info' | 'warning' | 'error';

/** Feedback detail and summary chips: 80 or above success, 60 to 79 warning, below 60 error. */
export function feedbackGradeColor(grade: number): GradeTone {
  if (grade >= 80) return 'success';
  if (grade >= 60) return 'warning';
  return 'error';
}

/** Review screen chips: 90 or above success, 80 to 89 info, 70 to 79 warning, below 70 error. */
export function reviewGradeColor(grade: number): GradeTone {
  if (grade >= 90) return 'success';
  if (grade >= 80) return 'info';
  if (grade >= 70) return 'warning';
  return 'error';
}

/** The Chakra palette that shows each tone (the theme registers these palettes' tokens). */
export const GRADE_TONE_PALETTE: Record<GradeTone, string> = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  error: 'red',
};
