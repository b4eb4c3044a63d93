import type writeGood from 'write-good';
import { clicheMatches } from './cliches';
import { wordSet } from './pattern-finding';
import { isDoubledOnPurpose } from './phrasing';
import { agentOf, type Check, describe, PLAINER, SHORTER } from './style-advice';
import type { Candidate } from './types';

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
const INTENSIFIERS = wordSet('very extremely really quite fairly truly totally incredibly');
/** "it is" and "it was" are flagged wherever they appear, mostly where they are needed. */
const NEEDED_PHRASES = new Set(['it is', 'it was']);

/** The student's quotation of someone else's words is not theirs to restyle. */
function insideQuotation(text: string, index: number): boolean {
  const paragraphStart = text.lastIndexOf('\n', index) + 1;
  return (text.slice(paragraphStart, index).match(/["“”]/g)?.length ?? 0) % 2 === 1;
}

/**
 * A style comment is made only where it names a concrete gain for this sentence: a passive whose doer
 * the sentence names ("was written by the committee"), so that it can start the sentence; a wordy
 * phrase or a long word with a shorter one to put in its place. A passive without its doer is often
 * right ("it can be solved", "the bins were emptied"), and "There are no bins" or "all of it" say
 * what they mean.
 */
function namesAGain(kind: Check, phrase: string, text: string, end: number): boolean {
  if (kind === 'passive') return agentOf(text, end) !== null;
  if (kind === 'thereIs') return false;
  if (kind === 'wordy') return (SHORTER[phrase.toLowerCase()] ?? PLAINER[phrase.toLowerCase()]) !== undefined;
  return true;
}

export interface StyleResult {
  candidates: Candidate[];
  /** Every finding of each kind, before the per-kind limit. */
  counts: Record<Check, number>;
}

/**
 * write-good's findings, its cliché check done by `clicheMatches` (cliches.ts: the same matches in a
 * fraction of the time) and merged as write-good merges its checks: a cliché on a span another check
 * found is that check's finding, and all come in the order of where they start.
 */
function writeGoodProblems(text: string, check: typeof writeGood) {
  const problems = check(text, { adverb: false, eprime: false, cliches: false });
  const spans = new Set(problems.map((problem) => `${problem.index}:${problem.offset}`));
  const cliches = clicheMatches(text)
    .filter((match) => !spans.has(`${match.index}:${match.offset}`))
    .map((match) => ({ ...match, reason: `"${text.substr(match.index, match.offset)}" is a cliche` }));
  return [...problems, ...cliches].sort((a, b) => (a.index < b.index ? -1 : 1));
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
  for (const problem of writeGoodProblems(text, check)) {
    const kind = CHECKS.find(([pattern]) => pattern.test(problem.reason))?.[1];
    const range = { start: problem.index, end: problem.index + problem.offset };
    const phrase = text.slice(range.start, range.end);
    if (!kind || !phrase.trim()) continue;
    if (kind === 'weasel' && !INTENSIFIERS.has(phrase.toLowerCase())) continue;
    if (kind === 'repeated' && isDoubledOnPurpose(phrase)) continue;
    // Single long words are flagged by the hundred ("amazing"); only those with a plainer twin are worth a note.
    if (
      kind === 'wordy' &&
      (NEEDED_PHRASES.has(phrase.toLowerCase()) || (!/\s/.test(phrase) && !PLAINER[phrase.toLowerCase()]))
    )
      continue;
    if (insideQuotation(text, range.start)) continue;
    counts[kind]++;
    if (!namesAGain(kind, phrase, text, range.end)) continue;
    const count = used.get(kind) ?? 0;
    if (count >= LIMITS[kind]) continue;
    used.set(kind, count + 1);
    const topic = kind === 'passive' ? ('passive' as const) : undefined;
    candidates.push({ scope: 'word', range, topic, ...describe(kind, phrase, text, range.end) });
  }
  return { candidates, counts };
}
