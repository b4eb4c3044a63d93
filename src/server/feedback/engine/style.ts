import type writeGood from 'write-good';
import { q } from './phrasing';
import type { Candidate } from './types';

type Check = 'passive' | 'repeated' | 'so' | 'thereIs' | 'weasel' | 'wordy' | 'cliche';

const CHECKS: Array<[RegExp, Check]> = [
  [/may be passive voice/, 'passive'],
  [/is repeated/, 'repeated'],
  [/adds no meaning/, 'so'],
  [/unnecessary verbiage/, 'thereIs'],
  [/weasel word/, 'weasel'],
  [/wordy or unneeded/, 'wordy'],
  [/cliche/, 'cliche'],
];

/** A handful of each is enough to teach the habit; more would bury the instructor in the same note. */
const LIMITS: Record<Check, number> = {
  passive: 4,
  repeated: 3,
  so: 2,
  thereIs: 2,
  weasel: 3,
  wordy: 3,
  cliche: 3,
};

/** write-good calls "many" or "various" weasel words too; in essays only the empty intensifiers are worth a note. */
const INTENSIFIERS = new Set([
  'very',
  'extremely',
  'really',
  'quite',
  'fairly',
  'truly',
  'totally',
  'incredibly',
]);
/** "it is" and "it was" are flagged wherever they appear, mostly where they are needed. */
const NEEDED_PHRASES = new Set(['it is', 'it was']);

function passiveSuggestion(text: string, end: number): string {
  const agent =
    /^\s+by\s+((?:the|a|an|his|her|their|my|our|its|this|these|those|some|many)\s+)?[\p{L}'-]+/iu.exec(
      text.slice(end, end + 60),
    );
  const doer = agent ? agent[0].replace(/^\s+by\s+/i, '') : null;
  return doer
    ? `Start the sentence with ${q(doer)}, who does the action, and use an active verb.`
    : 'Rewrite it in the active voice: begin with who or what does the action, then the verb.';
}

function describe(
  check: Check,
  phrase: string,
  text: string,
  end: number,
): Omit<Candidate, 'scope' | 'range'> {
  const style = { category: 'style' as const, severity: 'low' as const };
  switch (check) {
    case 'passive':
      return {
        category: 'clarity',
        severity: 'low',
        comment: `${q(phrase)} is passive, so the reader does not see who does the action.`,
        suggestion: passiveSuggestion(text, end),
      };
    case 'repeated':
      return {
        category: 'grammar',
        severity: 'medium',
        comment: `${q(phrase)} appears twice in a row.`,
        suggestion: `Delete the second ${q(phrase)}.`,
      };
    case 'so':
      return {
        ...style,
        comment: `Opening with ${q(phrase)} adds little here.`,
        suggestion: `Delete ${q(phrase)} or use a linking phrase such as “As a result,”.`,
      };
    case 'thereIs':
      return {
        ...style,
        comment: `${q(phrase)} delays the real subject of the sentence.`,
        suggestion:
          'Start with the subject itself, e.g. “Several reasons support…” instead of “There are several reasons…”.',
      };
    case 'weasel':
      return {
        ...style,
        comment: `${q(phrase)} adds emphasis without adding meaning.`,
        suggestion: `Delete ${q(phrase)} or choose one precise word instead of the pair.`,
      };
    case 'wordy':
      return {
        ...style,
        comment: `${q(phrase)} is wordy.`,
        suggestion: `Cut ${q(phrase)} or say it in fewer words.`,
      };
    case 'cliche':
      return {
        ...style,
        comment: `${q(phrase)} is a cliché, so it sounds borrowed rather than yours.`,
        suggestion: 'Say the same thing in plain words of your own.',
      };
  }
}

export interface StyleResult {
  candidates: Candidate[];
  /** Every finding of each kind, before the per-kind limit. */
  counts: Record<Check, number>;
}

/** Passive voice, wordiness and empty intensifiers from write-good, limited per kind. */
export function styleCandidates(text: string, check: typeof writeGood): StyleResult {
  const used = new Map<Check, number>();
  const counts: Record<Check, number> = {
    passive: 0,
    repeated: 0,
    so: 0,
    thereIs: 0,
    weasel: 0,
    wordy: 0,
    cliche: 0,
  };
  const candidates: Candidate[] = [];
  for (const problem of check(text, { adverb: false, eprime: false })) {
    const kind = CHECKS.find(([pattern]) => pattern.test(problem.reason))?.[1];
    const range = { start: problem.index, end: problem.index + problem.offset };
    const phrase = text.slice(range.start, range.end);
    if (!kind || !phrase.trim()) continue;
    if (kind === 'weasel' && !INTENSIFIERS.has(phrase.toLowerCase())) continue;
    if (kind === 'wordy' && NEEDED_PHRASES.has(phrase.toLowerCase())) continue;
    counts[kind]++;
    const count = used.get(kind) ?? 0;
    if (count >= LIMITS[kind]) continue;
    used.set(kind, count + 1);
    candidates.push({ scope: 'word', range, ...describe(kind, phrase, text, range.end) });
  }
  return { candidates, counts };
}
