import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A finding as write-good's checks give it: where it starts and how long it is. */
export interface Match {
  index: number;
  offset: number;
}

/**
 * The pattern of no-cliches (write-good's cliché check): its 700 phrases in one alternation. The
 * package exports only its matcher, so its module is run here with a matcher that hands the pattern
 * back, and the phrases stay the package's own.
 */
function packagePattern(): RegExp {
  // Found where write-good finds it, whether npm placed it beside write-good or inside it.
  const file = require.resolve('no-cliches', { paths: [path.dirname(require.resolve('write-good'))] });
  const source = readFileSync(file, 'utf8');
  const module = { exports: (() => []) as (text: string) => Match[] };
  let pattern: RegExp | undefined;
  const handBack = (regex: RegExp) => {
    pattern = regex;
    return [];
  };
  const load = new Function('module', 'exports', 'require', source);
  load(module, module.exports, (id: string) => (id === './matcher' ? handBack : require(id)));
  module.exports('');
  if (!pattern) throw new Error('no-cliches no longer builds its pattern as expected');
  return pattern;
}

const PATTERN = packagePattern();
/** Between the words of a phrase the package allows any run of white space. */
const BETWEEN_WORDS = '[\\b\\s\\u200C]*';
const PHRASES = PATTERN.source.slice(3, -3).split('|');
const FLAGS = `${PATTERN.flags.replace('g', '')}y`;

/** How a phrase can begin: its first three letters, or its whole first word when shorter. */
const headOf = (phrase: string) => phrase.split(BETWEEN_WORDS)[0].slice(0, 3).toLowerCase();
const PHRASES_BY_HEAD = new Map<string, number[]>();
PHRASES.forEach((phrase, index) => {
  const head = headOf(phrase);
  PHRASES_BY_HEAD.set(head, [...(PHRASES_BY_HEAD.get(head) ?? []), index]);
});

/**
 * The package's pattern cut down to the phrases that can begin with what stands at a position, kept
 * in the package's order (the first phrase that matches wins, as in its alternation), tried there only.
 */
const patterns = new Map<string, RegExp | null>();
function patternFor(text: string, at: number): RegExp | null {
  const head = text.slice(at, at + 3).toLowerCase();
  const heads = [head, head.slice(0, 2), head[0]];
  const key = heads.join('|');
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    const indices = heads.flatMap((each) => PHRASES_BY_HEAD.get(each) ?? []).sort((x, y) => x - y);
    pattern = indices.length
      ? new RegExp(`\\b(${indices.map((index) => PHRASES[index]).join('|')})\\b`, FLAGS)
      : null;
    // Bounded: at most one entry for each three letters an essay's words can begin with.
    if (patterns.size < 20_000) patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * The package's matches, found by trying at each word's start only the phrases that can begin there,
 * rather than all 700 at every character of the essay as the package does: the same matches (every
 * phrase starts with a letter, so a match can only start where a word does) in a fraction of the time.
 */
export function clicheMatches(text: string): Match[] {
  const found: Match[] = [];
  let searchedTo = 0;
  for (const start of text.matchAll(/(?<!\w)\w/g)) {
    const at = start.index;
    if (at < searchedTo) continue;
    const pattern = patternFor(text, at);
    if (!pattern) continue;
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) continue;
    found.push({ index: at, offset: match[0].length });
    searchedTo = at + match[0].length;
  }
  return found;
}
