import type { AdminSubmissionSummary } from '../../../shared/contract';
import { commandOf } from './grading-shortcuts';
import { neighboursOf } from './submission-neighbours';

const essay = (id: number, state: 'awaiting' | 'saved' | 'released'): AdminSubmissionSummary => ({
  id,
  assignment_id: 500,
  user_id: id,
  student_name: `student.${id}`,
  version: 1,
  word_count: 300,
  status: state === 'released' ? 'graded' : 'submitted',
  submitted_at: '2026-01-12T15:00:00.000Z',
  suggested_grade: null,
  grade: state === 'awaiting' ? null : 80,
  draft_status: 'ready',
  draft_ready: true,
  saved: state !== 'awaiting',
  is_approved: state === 'released',
  graded_at: state === 'released' ? '2026-01-13T15:00:00.000Z' : null,
  due_at: null,
  extended: false,
  late: false,
  minutes_late: null,
  lms_grade: null,
});

const rows = [essay(1, 'released'), essay(2, 'awaiting'), essay(3, 'saved'), essay(4, 'awaiting')];
const ids = (found: ReturnType<typeof neighboursOf>) => [found.previous?.id ?? null, found.next?.id ?? null];

describe('the essays on either side of the open one', () => {
  it.each([
    [1, false, 1, 4, [null, 2]],
    [3, false, 3, 4, [2, 4]],
    [4, false, 4, 4, [3, null]],
    // Only awaiting: the open essay keeps its place among them, whatever its own state.
    [2, true, 1, 2, [null, 4]],
    [3, true, 2, 3, [2, 4]],
    [1, true, 1, 3, [null, 2]],
  ])(
    'essay %i (awaiting only: %s) is %i of %i, between %j',
    (current, awaitingOnly, position, total, sides) => {
      const found = neighboursOf(rows, current, awaitingOnly);
      expect([found.position, found.total]).toEqual([position, total]);
      expect(ids(found)).toEqual(sides);
    },
  );

  it('has no place and no neighbours while the list does not hold the essay', () => {
    expect(neighboursOf([], 2, false)).toEqual({ position: null, total: 0, previous: null, next: null });
    expect(neighboursOf(rows, 99, true)).toMatchObject({
      position: null,
      total: 2,
      previous: null,
      next: null,
    });
  });
});

const key = (
  pressed: string,
  held: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => commandOf({ key: pressed, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...held });

describe('the keys of the grading screen', () => {
  it.each([
    ['j', {}, 'nextComment'],
    ['k', {}, 'previousComment'],
    ['a', {}, 'accept'],
    ['r', {}, 'reject'],
    ['e', {}, 'edit'],
    ['c', {}, 'comment'],
    ['g', {}, 'grade'],
    ['N', { shiftKey: true }, 'nextSubmission'],
    ['?', { shiftKey: true }, 'help'],
    ['?', {}, 'help'],
    // Caps Lock gives N without Shift; Shift+J, Ctrl+C and Alt+R belong to others.
    ['N', {}, null],
    ['J', { shiftKey: true }, null],
    ['c', { ctrlKey: true }, null],
    ['r', { altKey: true }, null],
    ['a', { metaKey: true }, null],
    ['x', {}, null],
  ] as const)('%s with %j asks for %s', (pressed, held, command) => {
    expect(key(pressed, held)).toBe(command);
  });
});
