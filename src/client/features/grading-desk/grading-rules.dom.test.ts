import type { ReviewFeedbackItem } from '../../../shared/contract';
import { gradingDraftKey, readGradingDraft } from './grading-draft-storage';
import { itemUpdateOf } from './item-form';
import { reviewStateOf } from './review-state';
import { parseSummary } from './structured-summary';
import { GRADE_SENTENCE, RELEASE_GRADE_SENTENCE, type SummaryValues, summaryProblems } from './summary-form';

const values = (grade: string): SummaryValues => ({
  grade,
  general_feedback: '',
  overall_feedback: '',
  strengths: [],
  areas_for_improvement: [],
  encouragement: '',
  rubric_scores: [],
  grade_typed: grade !== '',
});

describe('the final grade (section 9: 0 to 100)', () => {
  it.each<[string, boolean, string | undefined]>([
    ['0', false, undefined],
    ['100', true, undefined],
    [' 85 ', true, undefined],
    ['', false, undefined],
    ['', true, RELEASE_GRADE_SENTENCE],
    ['101', false, GRADE_SENTENCE],
    ['-1', false, GRADE_SENTENCE],
    ['7.5', false, GRADE_SENTENCE],
    ['1e2', false, GRADE_SENTENCE],
  ])('%j, releasing %s: %s', (grade, releasing, problem) => {
    expect(summaryProblems(values(grade), releasing).grade).toBe(problem);
  });
});

describe('structured feedback as the editor reads it (section 7: unreadable is ignored)', () => {
  it.each<[string, string | null, string, number]>([
    ['missing', null, '', 0],
    ['not JSON', '{"overall_feedback": ', '', 0],
    ['not an object', '["a"]', '', 0],
    ['wrong types', '{"overall_feedback": 3, "strengths": "one"}', '', 0],
    ['usable', '{"overall_feedback": "Good.", "strengths": ["a", 2, "b"]}', 'Good.', 2],
  ])('%s', (_case, json, overall, strengths) => {
    const summary = parseSummary(json);
    expect(summary.overall_feedback).toBe(overall);
    expect(summary.strengths).toHaveLength(strengths);
  });
});

describe('what an edit sends', () => {
  const item = {
    comment: 'Old.',
    suggestion: '',
    category: 'grammar',
    severity: 'low',
  } as ReviewFeedbackItem;

  it('only the fields that changed, trimmed', () => {
    const update = itemUpdateOf(item, {
      comment: ' New. ',
      suggestion: '',
      category: 'grammar',
      severity: 'high',
    });
    expect(update).toEqual({ comment: 'New.', severity: 'high' });
  });

  it('nothing when nothing changed', () => {
    expect(
      itemUpdateOf(item, { comment: 'Old.', suggestion: ' ', category: 'grammar', severity: 'low' }),
    ).toEqual({});
  });
});

describe('the review state of a submission', () => {
  it.each<[boolean, boolean, string | null, string]>([
    [false, false, null, 'awaiting'],
    [true, false, null, 'saved'],
    [true, true, '2026-01-14T09:30:00.000Z', 'released'],
    [false, false, '2026-01-14T09:30:00.000Z', 'released'],
  ])('saved %s, approved %s, graded_at %s: %s', (saved, is_approved, graded_at, state) => {
    expect(reviewStateOf({ saved, is_approved, graded_at })).toBe(state);
  });
});

describe('unsaved grading work read back from sessionStorage', () => {
  it.each<[string, string]>([
    ['not JSON', '{'],
    ['a list', '[]'],
    ['parts of the wrong shape', '{"summary": {"grade": 5}, "itemEdit": {"itemId": "7", "values": {}}}'],
  ])('%s is no draft', (_case, text) => {
    window.sessionStorage.setItem(gradingDraftKey(1), text);
    expect(readGradingDraft(1)).toBeNull();
  });

  it('keeps the parts that are well formed', () => {
    const values = { comment: 'Hi', suggestion: '', category: 'style', severity: 'low' };
    window.sessionStorage.setItem(
      gradingDraftKey(1),
      JSON.stringify({ summary: { grade: 5 }, itemEdit: { itemId: 7, values } }),
    );
    expect(readGradingDraft(1)).toEqual({ itemEdit: { itemId: 7, values } });
  });
});
