/**
 * The limits the server's schemas enforce and the browser's forms check before sending, named once.
 * Plain numbers, so the browser takes them without the schemas.
 */
export const TITLE_MAX = 200;
export const COURSE_DESCRIPTION_MAX = 5000;
/** A lesson's content or an assignment's instructions, as HTML. */
export const RICH_HTML_MAX = 200_000;
/** An assignment's minimum or maximum word count. */
export const WORD_COUNT_MAX = 20_000;
export const WEEK_NUMBER_MAX = 520;

/** Bounds on a rubric, so one request stays small however it is filled. */
/** A reply under a comment, in characters. */
export const REPLY_MAX = 2000;

/** The revision loop: how many versions of an essay an assignment may allow at most. */
export const MAX_VERSIONS_LIMIT = 20;

export const RUBRIC_LIMITS = {
  criteria: 20,
  levels: 8,
  title: 200,
  description: 2000,
  points: 1000,
  comment: 2000,
} as const;

/** How many earlier states of an essay draft the server keeps; older ones go as new ones come. */
export const DRAFT_HISTORY_MAX = 50;

/** Replies one conversation under a comment may hold; past it, a new reply is refused. */
export const REPLY_THREAD_MAX = 200;
