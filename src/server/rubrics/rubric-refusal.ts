import { ErrorCode } from '../../shared/contract/common';
import { RubricRefusal } from '../../shared/rules/rubric-numbering';
import { HttpError } from '../errors';

/** The shared rubric rules refuse with a RubricRefusal; the API answers it as a 400 on that field. */
export function refusedAsBadRequest<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof RubricRefusal)) throw error;
    throw new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', error.message, {
      [error.field]: error.message,
    });
  }
}
