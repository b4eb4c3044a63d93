import type { AdminSubmissionDetail, ReviewFeedbackItem } from '../../../shared/contract';
import {
  feedbackItemsAdapter,
  selectFeedbackItemById,
  selectFeedbackItems,
  toGradingDetail,
} from './grading-detail';

const item = (id: number, startIndex: number, endIndex = startIndex + 4): ReviewFeedbackItem => ({
  id,
  quote: 'word',
  category: 'grammar',
  comment: 'A comment.',
  suggestion: '',
  severity: 'low',
  startIndex,
  endIndex,
  position: id,
  aiGenerated: true,
  prefix: '',
  suffix: '',
  decision: 'pending',
  edited: false,
});

const detailWith = (items: ReviewFeedbackItem[]) =>
  ({ id: 1, assignment_id: 500, feedback_items: items }) as unknown as AdminSubmissionDetail;

describe('the grading detail as the store keeps it', () => {
  it('keeps the comments by id in reading order, whatever order they arrive in', () => {
    const detail = toGradingDetail(detailWith([item(3, 40), item(1, 10, 20), item(2, 10, 14)]));
    expect(selectFeedbackItems(detail.feedback_items).map((entry) => entry.id)).toEqual([2, 1, 3]);
    expect(selectFeedbackItemById(detail.feedback_items, 3)?.startIndex).toBe(40);
  });

  it('changes one comment without touching the others, and places an added one by where it starts', () => {
    const { feedback_items: before } = toGradingDetail(detailWith([item(1, 10), item(2, 30)]));
    const decided = feedbackItemsAdapter.updateOne(before, { id: 2, changes: { decision: 'accepted' } });
    expect(decided.entities[2].decision).toBe('accepted');
    expect(decided.entities[1]).toBe(before.entities[1]);
    const added = feedbackItemsAdapter.addOne(decided, item(9, 20));
    expect(selectFeedbackItems(added).map((entry) => entry.id)).toEqual([1, 9, 2]);
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    const { feedback_items } = toGradingDetail(detailWith([item(1, 10)]));
    expect(selectFeedbackItems(feedback_items)).toBe(selectFeedbackItems(feedback_items));
  });
});
