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
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** The tag a list provides, so that a creation can invalidate the list without touching items. */
export const LIST_ID = 'LIST';
