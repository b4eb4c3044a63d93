import { isReleasedToStudent, type ReleaseFields } from './release';

const base: ReleaseFields = {
  grade: null,
  feedback: null,
  status: 'submitted',
  graded_at: null,
  feedback_generated_at: null,
  is_approved: false,
  saved: false,
};
const at = '2026-11-01T10:00:00.000Z';

describe('section 4: which entries reach the student', () => {
  it.each<[string, Partial<ReleaseFields>, boolean]>([
    ['a plain submission', {}, false],
    [
      'generated feedback not yet graded',
      { feedback_generated_at: at, grade: 80, feedback: 'x', is_approved: true },
      false,
    ],
    [
      'generated feedback that was graded and approved',
      { feedback_generated_at: at, graded_at: at, is_approved: true },
      true,
    ],
    ['an approved entry', { is_approved: true }, true],
    ['a saved entry', { saved: true }, true],
    ['a graded status', { status: 'graded' }, true],
    ['a grade with graded_at', { grade: 70, graded_at: at }, true],
    ['a grade without graded_at', { grade: 70 }, false],
    ['a grade of 0 with graded_at', { grade: 0, graded_at: at }, true],
    ['feedback with graded_at', { feedback: 'Good', graded_at: at }, true],
    ['blank feedback with graded_at', { feedback: '  ', graded_at: at }, false],
    ['graded_at alone', { graded_at: at }, false],
  ])('%s: %s', (_case, fields, expected) => {
    expect(isReleasedToStudent({ ...base, ...fields })).toBe(expected);
  });
});
