import { INPUT_LIMITS } from './bounded-walk';

export type JsonShapeProblem = 'tooDeep' | 'tooMany';

const QUOTE = 34;
const BACKSLASH = 92;

/** Where the string that opens at `start` closes (its quote), or -1 when it never does. */
function stringEnd(text: string, start: number): number {
  for (let quote = text.indexOf('"', start + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
  }
  return -1;
}

/**
 * Whether JSON text nests deeper or holds more values than `INPUT_LIMITS`, found in one pass over the text
 * before it is parsed: parsing 500,000 numbers costs the request thread far more than counting their
 * commas. Strings are skipped whole (a native search for their closing quote); malformed text is left
 * for the parser to refuse.
 */
export function jsonShapeProblem(text: string): JsonShapeProblem | null {
  let depth = 0;
  let values = 1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = stringEnd(text, index);
      if (index === -1) return null;
    } else if (code === 91 || code === 123) {
      depth += 1;
      if (depth > INPUT_LIMITS.depth) return 'tooDeep';
    } else if (code === 93 || code === 125) {
      depth -= 1;
    } else if (code === 44) {
      values += 1;
      if (values > INPUT_LIMITS.values) return 'tooMany';
    }
  }
  return null;
}
