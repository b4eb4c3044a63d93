import { ErrorCode } from '../../shared/contract/common';
import { HttpError } from '../errors';
import { INPUT_LIMITS } from './bounded-walk';

type Part = 'body' | 'querystring';

const what = (part: Part) => (part === 'body' ? 'request body' : 'request querystring');

/** A body or query nested deeper than any the contract describes. */
export const nestedTooDeeply = (part: Part) =>
  new HttpError(
    400,
    ErrorCode.validationFailed,
    `The ${what(part)} is nested too deeply.`,
    `Nest values at most ${INPUT_LIMITS.depth} levels deep.`,
  );

/** A body or query with more values than any the contract describes. */
export const tooManyValues = (part: Part) =>
  new HttpError(
    413,
    ErrorCode.validationFailed,
    `The ${what(part)} holds too many values.`,
    `Send at most ${INPUT_LIMITS.values.toLocaleString('en')} values in one request.`,
  );
