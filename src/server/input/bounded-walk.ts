/**
 * Bounds on how deep and how large a parsed body or query may be. The contract's deepest body (a log
 * batch: list, event, details) is three levels and its largest about 3,000 values, so real requests
 * stay far below both; past them a request is refused before anything walks it further.
 */
export const INPUT_LIMITS = { depth: 32, values: 10_000 } as const;

/** Where a value sits: its key and its container, so a path is only spelled out for a problem. */
interface Place {
  key: string;
  parent: Place | null;
}

interface Frame {
  value: unknown;
  place: Place | null;
  depth: number;
}

export type WalkOutcome =
  | { kind: 'tooDeep' }
  | { kind: 'tooMany' }
  | { kind: 'walked'; problems: Map<string, string> };

/** Names a field the way validation errors do: `title`, `details.path`, `0.action`, or `body` for the whole. */
function fieldOf(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Visits every string of a parsed request with an explicit stack (no recursion, so no depth can
 * overflow the call stack), stopping at the first container deeper than `INPUT_LIMITS.depth` or once
 * more than `INPUT_LIMITS.values` values have been seen. `check` returns a sentence for a string it refuses.
 */
export function walkStrings(root: unknown, check: (text: string) => string | null): WalkOutcome {
  const problems = new Map<string, string>();
  const stack: Frame[] = [{ value: root, place: null, depth: 0 }];
  let seen = 1;
  while (stack.length > 0) {
    const { value, place, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = check(value);
      if (problem) problems.set(fieldOf(place), problem);
      continue;
    }
    if (!isContainer(value)) continue;
    if (depth >= INPUT_LIMITS.depth) return { kind: 'tooDeep' };
    const keys = Array.isArray(value) ? null : Object.keys(value);
    const size = keys ? keys.length : (value as unknown[]).length;
    seen += size;
    if (seen > INPUT_LIMITS.values) return { kind: 'tooMany' };
    // Pushed last to first, so problems are found in the order the fields were written.
    for (let index = size - 1; index >= 0; index -= 1) {
      const key = keys ? keys[index] : String(index);
      const child = keys ? (value as Record<string, unknown>)[key] : (value as unknown[])[index];
      stack.push({ value: child, place: { key, parent: place }, depth: depth + 1 });
    }
  }
  return { kind: 'walked', problems };
}
