import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EVAL_DIR } from './eval-path';

/** One gold edit in character offsets of the detokenised sentence; an insertion has start === end. */
export interface GoldEdit {
  annotator: number;
  start: number;
  end: number;
  /** For an insertion: where the previous token ends and the next begins. */
  gapStart: number;
  gapEnd: number;
  /** For an insertion: where the word after the gap ends (the sentence's end when there is none). */
  nextEnd: number;
}

export interface JflegSentence {
  text: string;
  edits: GoldEdit[];
  annotators: number[];
}

const NO_SPACE_BEFORE = /^([.,!?;:)%]|\.\.\.|'s|'re|'ve|'ll|'d|'m|n't|'')$/i;

/**
 * dev.src is tokenised ("do n't", "end ."); the engine reads essays as people write them, so the
 * sentence is joined back into ordinary text and every token keeps its character range.
 */
export function detokenise(tokens: string[]): { text: string; ranges: Array<[number, number]> } {
  let text = '';
  const ranges: Array<[number, number]> = [];
  let quoteOpen = false;
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const glue =
      index === 0 ||
      NO_SPACE_BEFORE.test(token) ||
      previous === '(' ||
      (previous === '"' && quoteOpen) ||
      (token === '"' && quoteOpen);
    if (!glue) text += ' ';
    ranges.push([text.length, text.length + token.length]);
    text += token;
    if (token === '"') quoteOpen = !quoteOpen;
  });
  return { text, ranges };
}

function toGoldEdit(line: string, ranges: Array<[number, number]>, textLength: number): GoldEdit | null {
  const [span, , , , , annotator] = line.slice(2).split('|||');
  // A few gold lines were tokenised differently from the source ("4:they"): clamp to the sentence.
  const [first, last] = span.split(' ').map((value) => Math.min(Number(value), ranges.length));
  if (first < 0) return null;
  const gapStart = first === 0 ? 0 : ranges[first - 1][1];
  const gapEnd = first < ranges.length ? ranges[first][0] : textLength;
  const start = first < last ? ranges[first][0] : gapStart;
  const end = first < last ? ranges[last - 1][1] : gapStart;
  const nextEnd = first < ranges.length ? ranges[first][1] : textLength;
  return { annotator: Number(annotator), start, end, gapStart, gapEnd, nextEnd };
}

/** The JFLEG dev sentences with the gold edits of every annotator (dev.ref.m2). */
export function readJfleg(file = path.join(EVAL_DIR, 'jfleg/dev.ref.m2')): JflegSentence[] {
  return readFileSync(file, 'utf8')
    .split(/\n\s*\n/)
    .filter((block) => block.startsWith('S '))
    .map((block) => {
      const [source, ...lines] = block.split('\n');
      const { text, ranges } = detokenise(source.slice(2).trim().split(/\s+/));
      const annotators = new Set<number>();
      const edits: GoldEdit[] = [];
      for (const line of lines.filter((entry) => entry.startsWith('A '))) {
        annotators.add(Number(line.split('|||')[5]));
        const edit = toGoldEdit(line, ranges, text.length);
        if (edit) edits.push(edit);
      }
      return { text, edits, annotators: [...annotators].sort() };
    });
}

/**
 * A finding counts when it overlaps the edited tokens. For an insertion, the lenient reading lets a
 * finding on either word beside the gap count; the strict one only a finding on the word after it
 * (at the sentence's end, on the last word).
 */
export function overlapsEdit(edit: GoldEdit, start: number, end: number, strict = false): boolean {
  if (edit.start < edit.end) return start < edit.end && edit.start < end;
  if (strict && edit.gapEnd < edit.nextEnd) return start < edit.nextEnd && edit.gapEnd < end;
  if (strict) return start < edit.gapStart && edit.gapStart - 1 < end;
  return start <= edit.gapEnd && end >= edit.gapStart;
}
