import { ErrorCode } from '../../shared/contract/common';
import { HttpError } from '../errors';

const REQUIRED = 'This field is required.';

/**
 * A title as stored: trimmed. The schema counts spaces (and other blanks, such as a stray U+FEFF) as
 * text, so a title of nothing else would be stored empty; it is refused as missing instead.
 */
export function titleOf(text: string): string {
  const title = text.trim();
  if (!title) {
    throw new HttpError(
      400,
      ErrorCode.validationFailed,
      'Check the highlighted fields.',
      `title: ${REQUIRED}`,
      {
        title: REQUIRED,
      },
    );
  }
  return title;
}
