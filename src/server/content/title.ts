import { fieldsRefusal } from '../input/reported-problems';

const REQUIRED = 'This field is required.';

/**
 * A title as stored: trimmed. The schema counts spaces (and other blanks, such as a stray U+FEFF) as
 * text, so a title of nothing else would be stored empty; it is refused as missing instead.
 */
export function titleOf(text: string): string {
  const title = text.trim();
  if (!title) throw fieldsRefusal([['title', REQUIRED]]);
  return title;
}
