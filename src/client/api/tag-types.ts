/** Every cache tag of the product, declared once so that features only inject endpoints. */
export const TAG_TYPES = [
  'User',
  'Enrollment',
  'Course',
  'Week',
  'Lesson',
  'Assignment',
  'Submission',
  'Grade',
  'Feedback',
  'Log',
  'Rubric',
  'CommentBank',
  'FeedbackCategory',
  'Reply',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** The tag a list provides, so that a creation can invalidate the list without touching items. */
export const LIST_ID = 'LIST';

/** What a normalised list provides: its list tag, and each row's tag, so that a change to one row refetches it. */
export const entityListTags = <T extends TagType>(type: T, list: { ids: readonly number[] } | undefined) => [
  { type, id: LIST_ID },
  ...(list?.ids ?? []).map((id) => ({ type, id })),
];
