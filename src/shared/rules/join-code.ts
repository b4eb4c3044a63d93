/**
 * Course join codes: short enough to read aloud or write on a board, from letters and digits that
 * cannot be mistaken for one another (no 0/O, no 1/I/l).
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

/** A code as typed, made comparable: upper case, without spaces or dashes ("abcd-efgh" → "ABCDEFGH"). */
export const normalizeJoinCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** A code as shown: two groups of four, "ABCD-EFGH". */
export const formatJoinCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The address a student opens to join: /join/{code}. */
export const joinPath = (code: string) => `/join/${code}`;
