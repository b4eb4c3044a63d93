import type { ItsFunction, ItsHelpers, ReadabilityStats, WinkMethods } from 'wink-nlp';
import type { EssayDocument, Paragraph, Sentence, Word } from './types';

/** A blank line (whitespace allowed, CRLF too) ends a paragraph, as in the plain text of a submission. */
const PARAGRAPH_BREAK = /\n[^\S\n]*\n/;
const WORD_LIKE = /[\p{L}\p{N}]/u;

interface Token {
  start: number;
  end: number;
  value: string;
  pos: string;
  lemma: string;
  stop: boolean;
  sentence: number;
}

/**
 * wink keeps every character of the input (token values plus the spaces before them), so token
 * offsets follow by adding lengths; a token that does not sit where expected is searched for forward.
 */
function locateTokens(text: string, nlp: WinkMethods, its: ItsHelpers) {
  const doc = nlp.readDoc(text);
  // wink's typings do not list every helper as an ItsFunction, though all of them are.
  const column = <T>(helper: unknown) => doc.tokens().out(helper as ItsFunction<T>) as T[];
  const values = column<string>(its.value);
  const spaces = column<string>(its.precedingSpaces);
  const pos = column<string>(its.pos);
  const lemmas = column<string>(its.lemma);
  const stops = column<boolean>(its.stopWordFlag);
  const sentenceOf = new Array<number>(values.length).fill(0);
  doc.sentences().each((sentence, index) => {
    const [first, last] = sentence.out(its.span) as unknown as [number, number];
    for (let k = first; k <= last; k++) sentenceOf[k] = index;
  });
  const tokens: Token[] = [];
  let offset = 0;
  values.forEach((value, index) => {
    let start = offset + spaces[index].length;
    if (text.slice(start, start + value.length) !== value) start = text.indexOf(value, offset);
    if (start === -1) return;
    offset = start + value.length;
    tokens.push({
      start,
      end: offset,
      value,
      pos: pos[index],
      lemma: lemmas[index],
      stop: stops[index],
      sentence: sentenceOf[index],
    });
  });
  return { tokens, readingEase: (doc.out(its.readabilityStats) as ReadabilityStats).fres };
}

function paragraphRanges(text: string): Array<{ start: number; end: number }> {
  const ranges: Array<{ start: number; end: number }> = [];
  let rest = 0;
  for (const part of text.split(PARAGRAPH_BREAK)) {
    const at = text.indexOf(part, rest);
    rest = at + part.length;
    const lead = part.length - part.trimStart().length;
    const trimmed = part.trim();
    if (trimmed) ranges.push({ start: at + lead, end: at + lead + trimmed.length });
  }
  return ranges;
}

/**
 * wink reads a capitalised word that opens a sentence as a name ("Students needs time" gives PROPN),
 * so the rules that look for nouns would pass it by. Read again in lower case with the word after it,
 * a word that is then a common noun is taken for one, with its lemma ("students" → "student"); names
 * stay names ("James is" keeps "james" as its own lemma either way).
 */
function retagOpeningCapital(words: Word[], nlp: WinkMethods, its: ItsHelpers): void {
  const [first, second] = words;
  if (first?.pos !== 'PROPN' || !/^\p{Lu}\p{Ll}+$/u.test(first.text)) return;
  const doc = nlp.readDoc(second ? `${first.lower} ${second.lower}` : first.lower);
  const [pos] = doc.tokens().out(its.pos) as string[];
  const [lemma] = doc.tokens().out(its.lemma as unknown as ItsFunction<string>) as string[];
  if (pos === 'NOUN') Object.assign(first, { pos, lemma });
}

/** Sentences come from wink, cut again at paragraph breaks that a missing full stop let it run over. */
export function readDocument(text: string, nlp: WinkMethods, its: ItsHelpers): EssayDocument {
  const { tokens, readingEase } = locateTokens(text, nlp, its);
  const paragraphs: Paragraph[] = paragraphRanges(text).map((range) => ({
    ...range,
    sentences: [],
    wordCount: 0,
  }));
  const sentences: Sentence[] = [];
  const words: Word[] = [];
  let paragraph = 0;
  let current: Sentence | null = null;
  let currentKey = -1;
  for (const token of tokens) {
    while (paragraph < paragraphs.length - 1 && token.start >= paragraphs[paragraph].end) paragraph++;
    if (!current || token.sentence !== currentKey || current.paragraph !== paragraph) {
      current = { start: token.start, end: token.end, paragraph, words: [] };
      currentKey = token.sentence;
      sentences.push(current);
      paragraphs[paragraph]?.sentences.push(current);
    }
    current.end = token.end;
    if (!WORD_LIKE.test(token.value)) continue;
    const { start, end, value, pos, lemma, stop } = token;
    const word: Word = { start, end, text: value, lower: value.toLowerCase(), pos, lemma, stop };
    current.words.push(word);
    words.push(word);
  }
  for (const sentence of sentences) retagOpeningCapital(sentence.words, nlp, its);
  const kept = paragraphs.filter((item) => item.sentences.length > 0);
  kept.forEach((item, index) => {
    item.wordCount = item.sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);
    for (const sentence of item.sentences) sentence.paragraph = index;
  });
  return { text, paragraphs: kept, sentences, words, readingEase };
}
