/** Section 9: a course, week, assignment or grade entry is at most this old when shown. */
export const ENTITY_CACHE_SECONDS = 300;
/** Section 9: at most this many of those entries are kept, counted together; the oldest goes first. */
export const ENTITY_CACHE_MAX_ENTRIES = 100;
