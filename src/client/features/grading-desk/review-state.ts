/** Where the instructor's review of an essay stands, as the submission's release fields tell it. */
export type ReviewState = 'awaiting' | 'saved' | 'released';

interface ReviewFields {
  saved: boolean;
  is_approved: boolean;
  graded_at: string | null;
}

/** Released once graded_at or approval is set (section 4); saved means kept but not yet shown. */
export function reviewStateOf({ saved, is_approved, graded_at }: ReviewFields): ReviewState {
  if (graded_at || is_approved) return 'released';
  return saved ? 'saved' : 'awaiting';
}

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  awaiting: 'Awaiting review',
  saved: 'Saved',
  released: 'Released',
};
