import { ErrorCode } from '../shared/contract/common';

/** A failure a caller should see as it is: status, machine code, and sentences a person can read. */
export class HttpError extends Error {
  /** What a refusal carries beside its sentences, for the caller to act on (the server's copy of a draft). */
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly detail?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'That item') =>
  new HttpError(404, ErrorCode.notFound, `${what} was not found.`, `${what} was not found.`);

/** What was looked for, or a 404 naming it (`That lesson`) when it is not there. */
export function mustFind<T extends object>(found: T | null | undefined, what?: string): T {
  if (found === null || found === undefined) throw notFound(what);
  return found;
}

export const forbidden = (detail = 'You do not have permission to do that.') =>
  new HttpError(403, ErrorCode.forbidden, 'Forbidden', detail);

export const unauthenticated = (detail = 'Please sign in to continue.') =>
  new HttpError(401, ErrorCode.unauthenticated, 'Not signed in', detail);

export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, ErrorCode.conflict, message, message, fields);
