import { wordLimitsLabel } from './assignment-labels';
import {
  type AssignmentDraft,
  assignmentBodyOf,
  assignmentProblems,
  emptyAssignmentDraft,
  localDateTime,
} from './assignment-rules';

const draft = (changes: Partial<AssignmentDraft>): AssignmentDraft => ({
  ...emptyAssignmentDraft,
  title: 'Essay',
  ...changes,
});

describe('assignment rules', () => {
  it.each([
    ['', '', {}],
    ['0', '0', {}],
    ['100', '300', {}],
    ['300', '100', { max_words: 'The maximum word count cannot be below the minimum.' }],
    ['-1', '', { min_words: 'Enter a whole number of words, 0 or more.' }],
    ['', '2.5', { max_words: 'Enter a whole number of words, 0 or more.' }],
    ['', '20001', { max_words: 'Keep it to 20000 words or fewer.' }],
  ])('min %p and max %p give %p', (min_words, max_words, expected) => {
    const problems = assignmentProblems(draft({ min_words, max_words }));
    expect({ min_words: problems.min_words, max_words: problems.max_words }).toEqual({
      min_words: undefined,
      max_words: undefined,
      ...expected,
    });
  });

  it('asks for a title', () => {
    expect(assignmentProblems(draft({ title: '  ' })).title).toBe('Enter a title.');
  });

  it('sends empty fields as null and the due date as an instant', () => {
    expect(assignmentBodyOf(draft({ title: ' Essay ', due_at: '' }))).toEqual({
      title: 'Essay',
      instructions_html: '',
      due_at: null,
      min_words: null,
      max_words: null,
      // Revisions stay off until the instructor allows them.
      allow_revisions: false,
      max_versions: 1,
      // Names are shown unless the instructor grades anonymously.
      anonymous_grading: false,
    });
    expect(assignmentBodyOf(draft({ allow_revisions: 'yes', max_versions: '3' }))).toMatchObject({
      allow_revisions: true,
      max_versions: 3,
    });
    expect(assignmentBodyOf(draft({ anonymous_grading: 'yes' }))).toMatchObject({ anonymous_grading: true });
    const due = assignmentBodyOf(draft({ due_at: '2026-03-02T09:05', min_words: '0' }));
    expect(due.due_at).toBe(new Date('2026-03-02T09:05').toISOString());
    expect(due.min_words).toBe(0);
  });

  it('shows a stored instant in the local form a datetime-local field reads', () => {
    const instant = new Date('2026-03-02T09:05').toISOString();
    expect(localDateTime(instant)).toBe('2026-03-02T09:05');
  });

  it.each([
    [100, 300, '100–300 words'],
    [100, null, 'At least 100 words'],
    [null, 300, 'At most 300 words'],
    [null, null, 'No word limits'],
  ])('labels limits %p to %p as %p', (min_words, max_words, label) => {
    expect(wordLimitsLabel({ min_words, max_words })).toBe(label);
  });
});
