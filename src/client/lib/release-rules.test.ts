import type { GradeItem } from '../../shared/contract';
import {
  deriveSubmissionStatus,
  feedbackGradeColor,
  isReleasedToStudent,
  keepMostRecentFeedback,
  reviewGradeColor,
} from './release-rules';

const unreleased: GradeItem = {
  submission_id: 1,
  assignment_id: 500,
  assignment_title: 'Draft a thesis statement',
  grade: null,
  feedback: null,
  submitted_at: '2026-01-10T10:00:00.000Z',
  graded_at: null,
  feedback_generated_at: null,
  is_approved: false,
  saved: false,
  status: 'submitted',
};
const GRADED_AT = '2026-01-14T09:30:00.000Z';
const GENERATED_AT = '2026-01-13T08:00:00.000Z';

describe('deriveSubmissionStatus (section 4: how student views name a submission)', () => {
  it.each<[string, Parameters<typeof deriveSubmissionStatus>, string]>([
    ['a grade is present', [{ grade: 72, submitted_at: GRADED_AT }], 'graded'],
    ['a grade of 0 is still a grade', [{ grade: 0, submitted_at: null }], 'graded'],
    ['a grade without submitted_at', [{ grade: 90 }], 'graded'],
    ['no grade, submitted_at present', [{ grade: null, submitted_at: GRADED_AT }], 'submitted'],
    ['an entry with neither', [{ grade: null, submitted_at: null }], 'draft'],
    ['no entry, a draft in the browser', [null, true], 'draft'],
    ['a grade wins over a browser draft', [{ grade: 50 }, true], 'graded'],
    ['no entry and no draft', [null], 'not_started'],
    ['undefined entry and no draft', [undefined, false], 'not_started'],
  ])('%s', (_case, args, expected) => {
    expect(deriveSubmissionStatus(...args)).toBe(expected);
  });
});

describe('isReleasedToStudent (section 4: an entry is shown only once released)', () => {
  it.each<[string, Partial<GradeItem>, boolean]>([
    ['nothing released yet', {}, false],
    ['generated feedback without graded_at is hidden', { feedback_generated_at: GENERATED_AT }, false],
    [
      'hidden even when approved, saved, graded and with feedback',
      {
        feedback_generated_at: GENERATED_AT,
        is_approved: true,
        saved: true,
        status: 'graded',
        grade: 90,
        feedback: 'Good.',
      },
      false,
    ],
    [
      'generated and then graded is shown',
      { feedback_generated_at: GENERATED_AT, graded_at: GRADED_AT, grade: 80 },
      true,
    ],
    ['is_approved', { is_approved: true }, true],
    ['saved', { saved: true }, true],
    ['status graded', { status: 'graded' }, true],
    ['grade with graded_at', { grade: 64, graded_at: GRADED_AT }, true],
    ['a grade of 0 with graded_at', { grade: 0, graded_at: GRADED_AT }, true],
    ['grade without graded_at', { grade: 64 }, false],
    ['graded_at alone', { graded_at: GRADED_AT }, false],
    ['feedback with graded_at', { feedback: 'Tighten the thesis.', graded_at: GRADED_AT }, true],
    ['feedback without graded_at', { feedback: 'Tighten the thesis.' }, false],
    ['empty feedback with graded_at', { feedback: '', graded_at: GRADED_AT }, false],
    ['blank feedback with graded_at', { feedback: '   ', graded_at: GRADED_AT }, false],
  ])('%s', (_case, change, expected) => {
    expect(isReleasedToStudent({ ...unreleased, ...change })).toBe(expected);
  });
});

describe('keepMostRecentFeedback (section 4: only the single most recent entry)', () => {
  const entry = (id: number, graded_at: string | null, submitted_at: string | null) => ({
    id,
    graded_at,
    submitted_at,
  });

  it.each<[string, ReturnType<typeof entry>[], number[]]>([
    ['no entries', [], []],
    ['one entry', [entry(1, GRADED_AT, null)], [1]],
    [
      'the latest graded_at wins',
      [
        entry(1, '2026-01-01T00:00:00Z', null),
        entry(2, '2026-02-01T00:00:00Z', null),
        entry(3, '2026-01-15T00:00:00Z', null),
      ],
      [2],
    ],
    [
      'graded_at is used before submitted_at',
      [
        entry(1, '2026-01-20T00:00:00Z', '2026-01-01T00:00:00Z'),
        entry(2, '2026-01-10T00:00:00Z', '2026-01-19T00:00:00Z'),
      ],
      [1],
    ],
    [
      'submitted_at stands in when graded_at is missing',
      [entry(1, '2026-01-05T00:00:00Z', null), entry(2, null, '2026-01-09T00:00:00Z')],
      [2],
    ],
    [
      'an undated entry loses to a dated one',
      [entry(1, null, null), entry(2, null, '2026-01-09T00:00:00Z')],
      [2],
    ],
    ['only undated entries: the first is kept', [entry(1, null, null), entry(2, null, null)], [1]],
    ['a tie keeps the first', [entry(1, GRADED_AT, null), entry(2, GRADED_AT, null)], [1]],
  ])('%s', (_case, entries, expectedIds) => {
    expect(keepMostRecentFeedback(entries).map((kept) => kept.id)).toEqual(expectedIds);
  });
});

describe('grade chip colours (section 4)', () => {
  it.each<[number, string]>([
    [100, 'success'],
    [80, 'success'],
    [79, 'warning'],
    [79.9, 'warning'],
    [60, 'warning'],
    [59, 'error'],
    [0, 'error'],
  ])('feedback detail: %d is %s', (grade, tone) => {
    expect(feedbackGradeColor(grade)).toBe(tone);
  });

  it.each<[number, string]>([
    [100, 'success'],
    [90, 'success'],
    [89, 'info'],
    [80, 'info'],
    [79, 'warning'],
    [70, 'warning'],
    [69, 'error'],
    [0, 'error'],
  ])('review screen: %d is %s', (grade, tone) => {
    expect(reviewGradeColor(grade)).toBe(tone);
  });
});
