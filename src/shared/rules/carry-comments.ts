import search from 'approx-string-match';
import { occurrences, type QuoteHint, type TextRange } from './anchoring';

/**
 * Carrying a released comment into the student's next version (the revision loop): where it stands in
 * the new text, and whether the passage it was about is still there as it was (`unchanged`), was
 * rewritten or removed (`addressed`), or cannot be found at all (`lost`).
 *
 * The steps go from the surest to the loosest: the old offsets when the text there and around it is the
 * same; the quote where its context still stands; the context standing around other words (the passage
 * was rewritten, or removed when nothing is left between); the quote alone within the same paragraph; a
 * bounded approximate match within that paragraph. Every step's work is bounded by the text's length.
 */
export type CarryStatus = 'unchanged' | 'addressed' | 'lost';

export interface CarriedPlace {
  status: CarryStatus;
  /** In the new text; empty (start = end) where the passage was removed; null when lost. */
  range: TextRange | null;
}

/** A released comment's anchor in the old version: quote, offsets and the 32 characters either side. */
export interface CarriedAnchor extends QuoteHint {
  startIndex: number;
  endIndex: number;
  prefix: string;
  suffix: string;
  /** What the comment says and proposes, when known: they decide whether a small edit answered it. */
  comment?: string;
  suggestion?: string;
  category?: string;
}

/**
 * A comment that tells the student what works (the engine's "Keep it…", an instructor's "A vivid
 * image."): an edit that keeps the passage's point does not revise it.
 */
export function isPraise(anchor: Pick<CarriedAnchor, 'comment' | 'suggestion'>): boolean {
  if (/^\s*keep\b/i.test(anchor.suggestion ?? '')) return true;
  return /^\s*(?:good|great|nice|strong|excellent|well done|well put|i like|a (?:good|great|strong|clear|vivid|fine)|vivid|this works)\b/i.test(
    anchor.comment ?? '',
  );
}

/** Words of a passage, for telling a small edit from a rewrite. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];

/** How many words of the old passage are gone from the new one, as a share of the old. */
function changedShare(before: string, after: string): number {
  const old = wordsOf(before);
  if (old.length === 0) return 1;
  const left = new Map<string, number>();
  for (const word of wordsOf(after)) left.set(word, (left.get(word) ?? 0) + 1);
  let gone = 0;
  for (const word of old) {
    const count = left.get(word) ?? 0;
    if (count > 0) left.set(word, count - 1);
    else gone += 1;
  }
  return gone / old.length;
}

/** A passage this long is about what it says, not about one word in it. */
const PASSAGE_WORDS = 6;
/** At most this share of a passage's words changed is an edit that keeps it, not a rewrite. */
const SMALL_EDIT = 0.2;

/**
 * Whether the student made the change a comment proposed: its suggestion, when it reads as the words
 * to put there (not advice), now stands where the comment stood.
 */
function suggestionMade(text: string, range: TextRange, anchor: CarriedAnchor): boolean {
  const suggestion = collapse(anchor.suggestion ?? '');
  if (
    !suggestion ||
    suggestion === collapse(anchor.quote) ||
    suggestion.length > 3 * anchor.quote.length + 20
  )
    return false;
  const around = collapse(text.slice(range.start, Math.min(text.length, range.end + suggestion.length + 2)));
  return around.startsWith(suggestion);
}

/**
 * The status a carried comment reads with, once its place is known: a proposed change made answers it
 * though the quote still stands (the comma added after "However"); praise, and a comment on what a whole
 * passage says, are not revised by an edit that keeps most of the passage's words.
 */
function judged(revision: Revision, anchor: CarriedAnchor, place: CarriedPlace): CarriedPlace {
  const { range } = place;
  if (!range) return place;
  const text = revision.newText;
  if (place.status === 'unchanged')
    return suggestionMade(text, range, anchor) ? { status: 'addressed', range } : place;
  if (range.end === range.start || suggestionMade(text, range, anchor)) return place;
  const now = text.slice(range.start, range.end);
  if (isPraise(anchor)) return { status: 'unchanged', range };
  const passage =
    anchor.category !== undefined &&
    anchor.category !== 'grammar' &&
    wordsOf(anchor.quote).length >= PASSAGE_WORDS;
  return passage && changedShare(anchor.quote, now) <= SMALL_EDIT ? { status: 'unchanged', range } : place;
}

/** The part of the context next to the quote that must stand for the context to count as found. */
const CONTEXT_TAIL = 12;
/** Quotes past this length are not matched approximately: the search grows with their length. */
const MAX_FUZZY_QUOTE = 1_000;
/** Paragraphs past this length are not searched approximately. */
const MAX_FUZZY_PARAGRAPH = 20_000;
/** At most one character in four may differ for a rewritten passage to count as the same passage. */
const FUZZY_ERROR_SHARE = 0.25;
/** How similar (shared runs of words) a new paragraph must be to the old one to count as its continuation. */
const SAME_PARAGRAPH = 0.2;
/** A quote this long that stands once in the new text is taken for the same passage wherever it is. */
const DISTINCTIVE_QUOTE = 24;
/** How many places of a context tail are looked at before giving up on it. */
const MAX_TAIL_PLACES = 64;

interface Paragraph extends TextRange {
  /** Its runs of three words: two paragraphs share few of them unless one continues the other. */
  shingles: Set<string>;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
function shinglesOf(text: string): Set<string> {
  const words = Array.from(text.toLowerCase().matchAll(WORD), (m) => m[0]);
  const shingles = new Set<string>();
  for (let at = 0; at + 2 < words.length; at++)
    shingles.add(`${words[at]} ${words[at + 1]} ${words[at + 2]}`);
  if (words.length > 0 && words.length < 3) shingles.add(words.join(' '));
  return shingles;
}

/** The blocks of a plain text (plain-text.ts puts a blank line between them). */
function paragraphsOf(text: string): Paragraph[] {
  const found: Paragraph[] = [];
  let start = 0;
  for (const gap of text.matchAll(/\n\n+/g)) {
    found.push({ start, end: gap.index, shingles: shinglesOf(text.slice(start, gap.index)) });
    start = gap.index + gap[0].length;
  }
  found.push({ start, end: text.length, shingles: shinglesOf(text.slice(start)) });
  return found;
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

const collapse = (value: string) => value.replace(/\s+/gu, ' ').trim();

/** Everything computed once per pair of versions, shared by all the comments carried between them. */
class Revision {
  readonly oldParagraphs: Paragraph[];
  readonly newParagraphs: Paragraph[];
  private readonly sameParagraph = new Map<number, Paragraph | null>();

  constructor(
    readonly oldText: string,
    readonly newText: string,
  ) {
    this.oldParagraphs = paragraphsOf(oldText);
    this.newParagraphs = paragraphsOf(newText);
  }

  /** Where an old offset would be if the text had grown or shrunk evenly: for choosing among places. */
  expected(oldOffset: number): number {
    return this.oldText.length ? Math.round((oldOffset * this.newText.length) / this.oldText.length) : 0;
  }

  /** The new paragraph that continues the old one holding `oldOffset`, if one is similar enough. */
  paragraphFor(oldOffset: number): Paragraph | null {
    const index = this.oldParagraphs.findIndex((p) => oldOffset >= p.start && oldOffset <= p.end);
    if (index < 0) return null;
    const known = this.sameParagraph.get(index);
    if (known !== undefined) return known;
    const old = this.oldParagraphs[index];
    let best: Paragraph | null = null;
    let bestScore = SAME_PARAGRAPH;
    for (const candidate of this.newParagraphs) {
      const score = similarity(old.shingles, candidate.shingles);
      if (score > bestScore) [best, bestScore] = [candidate, score];
    }
    this.sameParagraph.set(index, best);
    return best;
  }
}

const nearest = (ranges: TextRange[], to: number) =>
  ranges.reduce((best, range) => (Math.abs(range.start - to) < Math.abs(best.start - to) ? range : best));

/**
 * How many sides of the stored context stand next to a place, each side as it ends (or starts) next to
 * the quote; an empty side is the start or the end of the text. Compared in place: it runs for every
 * place a common word stands.
 */
function contextFits(text: string, range: TextRange, anchor: CarriedAnchor): number {
  const tail = anchor.prefix.slice(-CONTEXT_TAIL);
  const head = anchor.suffix.slice(0, CONTEXT_TAIL);
  const before = tail === '' ? range.start === 0 : text.endsWith(tail, range.start);
  const after = head === '' ? range.end === text.length : text.startsWith(head, range.end);
  return (before ? 1 : 0) + (after ? 1 : 0);
}

/** The range without the whitespace at its ends. */
function trimmed(text: string, range: TextRange): TextRange {
  let { start, end } = range;
  while (start < end && /\s/u.test(text[start])) start += 1;
  while (end > start && /\s/u.test(text[end - 1])) end -= 1;
  return { start, end };
}

/** The context still standing with other words between: the passage there now, or where it was. */
function betweenContext(revision: Revision, anchor: CarriedAnchor): TextRange | null {
  const text = revision.newText;
  // The space next to a removed passage often goes with it, so the sides are looked for without it.
  const tail = anchor.prefix.trimEnd().slice(-CONTEXT_TAIL);
  const head = anchor.suffix.trimStart().slice(0, CONTEXT_TAIL);
  // A side that is too short to be told apart proves nothing; an empty one is the start or end of the text.
  const tooShort = (side: string) => side !== '' && side.trim().length < 4;
  if (tooShort(tail) || tooShort(head) || (tail === '' && head === '')) return null;
  // A rewritten passage may grow: the context's two sides may stand this far apart.
  const widest = Math.max(200, 3 * (anchor.endIndex - anchor.startIndex));
  const endAfter = (start: number) => (head === '' ? text.length : text.indexOf(head, start));
  const found: TextRange[] = [];
  const consider = (start: number) => {
    const end = endAfter(start);
    if (end !== -1 && end - start <= widest && !text.slice(start, end).includes('\n\n'))
      found.push(trimmed(text, { start, end }));
  };
  if (tail === '') consider(0);
  let looked = 0;
  for (
    let at = tail ? text.indexOf(tail) : -1;
    at !== -1 && looked < MAX_TAIL_PLACES;
    at = text.indexOf(tail, at + 1)
  ) {
    looked += 1;
    consider(at + tail.length);
  }
  return found.length ? nearest(found, revision.expected(anchor.startIndex)) : null;
}

/**
 * The range grown to whole words at both ends, so an approximate match never cuts a word, and to the
 * sentence's closing mark when the quote ended with one.
 */
function wholeWords(text: string, range: TextRange, quote: string): TextRange {
  let { start, end } = range;
  const inWord = (at: number) => at >= 0 && at < text.length && /[\p{L}\p{N}'’]/u.test(text[at]);
  while (start > 0 && inWord(start - 1) && inWord(start)) start -= 1;
  while (end < text.length && inWord(end) && inWord(end - 1)) end += 1;
  if (/[.!?]$/u.test(quote) && /[.!?]/u.test(text[end] ?? '')) end += 1;
  return trimmed(text, { start, end });
}

/** A bounded approximate match of the quote within one paragraph: the passage as the student rewrote it. */
function approximately(revision: Revision, anchor: CarriedAnchor, paragraph: TextRange): TextRange | null {
  const quote = anchor.quote;
  if (quote.length < 4 || quote.length > MAX_FUZZY_QUOTE) return null;
  if (paragraph.end - paragraph.start > MAX_FUZZY_PARAGRAPH) return null;
  const within = revision.newText.slice(paragraph.start, paragraph.end);
  const matches = search(within, quote, Math.floor(quote.length * FUZZY_ERROR_SHARE));
  if (matches.length === 0) return null;
  const fewest = Math.min(...matches.map((match) => match.errors));
  const best = nearest(
    matches
      .filter((match) => match.errors === fewest)
      .map((match) => ({ start: paragraph.start + match.start, end: paragraph.start + match.end })),
    revision.expected(anchor.startIndex),
  );
  return wholeWords(revision.newText, best, quote);
}

function carryOne(revision: Revision, anchor: CarriedAnchor): CarriedPlace {
  const { newText } = revision;
  const { quote, startIndex, endIndex } = anchor;
  if (!quote.trim()) return { status: 'lost', range: null };
  const unchanged = (range: TextRange): CarriedPlace => ({ status: 'unchanged', range });
  const addressed = (range: TextRange): CarriedPlace => ({ status: 'addressed', range });

  // 1. The old offsets, when the quote and its context are still there.
  const same = { start: startIndex, end: endIndex };
  if (newText.slice(startIndex, endIndex) === quote && contextFits(newText, same, anchor) > 0)
    return unchanged(same);

  // 2. The quote wherever its context still stands, the closest fit first, then the nearest.
  const places = occurrences(newText, quote);
  const fitting = places.filter((range) => contextFits(newText, range, anchor) > 0);
  if (fitting.length) {
    const best = Math.max(...fitting.map((range) => contextFits(newText, range, anchor)));
    return unchanged(
      nearest(
        fitting.filter((range) => contextFits(newText, range, anchor) === best),
        revision.expected(startIndex),
      ),
    );
  }

  // 3. The context standing around other words, or around nothing: rewritten or removed.
  const between = betweenContext(revision, anchor);
  if (between) {
    const now = newText.slice(between.start, between.end);
    return collapse(now) === collapse(quote) ? unchanged(between) : addressed(between);
  }

  // 4. The quote alone, within the paragraph that continues the old one.
  const paragraph = revision.paragraphFor(startIndex);
  if (paragraph) {
    const inside = places.filter((range) => range.start >= paragraph.start && range.end <= paragraph.end);
    if (inside.length) return unchanged(nearest(inside, revision.expected(startIndex)));
  }
  // A long quote found once is the same passage even where both its neighbours changed.
  if (places.length === 1 && quote.length >= DISTINCTIVE_QUOTE) return unchanged(places[0]);
  if (paragraph) {
    // 5. An approximate match in that paragraph: the passage, rewritten.
    const rewritten = approximately(revision, anchor, paragraph);
    if (rewritten && rewritten.end > rewritten.start) return addressed(rewritten);
  }
  return { status: 'lost', range: null };
}

/** Places each released comment of the old version in the new one (see the top of this file). */
export function carryComments(
  oldText: string,
  newText: string,
  anchors: readonly CarriedAnchor[],
): CarriedPlace[] {
  const revision = new Revision(oldText, newText);
  return anchors.map((anchor) => judged(revision, anchor, carryOne(revision, anchor)));
}
