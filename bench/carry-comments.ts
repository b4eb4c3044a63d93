/**
 * How long carrying the released comments into a revised essay takes (the revision loop): 500 comments
 * of a 5,000-word essay placed in a version where the student fixed some commented passages, deleted
 * others, added sentences and moved a paragraph. Target: 50 ms at the median.
 *
 *   npx tsx bench/carry-comments.ts
 */
import { contextAround } from '../src/shared/rules/anchoring';
import { type CarriedAnchor, carryComments } from '../src/shared/rules/carry-comments';
import { percentile } from './stats';

const WORDS = 5_000;
const COMMENTS = 500;
const RUNS = 30;
const WARM_UP = 5;
const TARGET_MS = 50;

const VOCABULARY = (
  'the city council should make buses free because public transport would cut traffic and clean the ' +
  'air while giving every family a fair chance to reach work school or hospital many riders already ' +
  'depend on late night routes yet fares rose twice last year according to a survey of four hundred ' +
  'students café owners say naïve planners ignore résumé evidence from Lyon 🚌 where ridership doubled'
).split(' ');

let seed = 11;
const next = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed;
};

/** Paragraphs of about 100 words in sentences of 8 to 15 words, as the plain text of an essay. */
function essay(): string[][] {
  const paragraphs: string[][] = [];
  for (let written = 0; written < WORDS; ) {
    const sentences: string[] = [];
    for (let inParagraph = 0; inParagraph < 100; ) {
      const length = 8 + (next() % 8);
      const words = Array.from({ length }, () => VOCABULARY[next() % VOCABULARY.length]);
      sentences.push(`${words[0][0].toUpperCase()}${words.join(' ').slice(1)}.`);
      inParagraph += length;
    }
    written += sentences.reduce((sum, sentence) => sum + sentence.split(' ').length, 0);
    paragraphs.push(sentences);
  }
  return paragraphs;
}

const textOf = (paragraphs: string[][]) => paragraphs.map((sentences) => sentences.join(' ')).join('\n\n');

const oldParagraphs = essay();
const oldText = textOf(oldParagraphs);

/** Comments on whole sentences and on single words, spread evenly over the essay. */
const sentences = oldParagraphs.flat();
const anchors: CarriedAnchor[] = Array.from({ length: COMMENTS }, (_, index) => {
  const sentence = sentences[Math.floor((index * sentences.length) / COMMENTS)];
  const sentenceStart = oldText.indexOf(sentence);
  const wordOnly = index % 2 === 1;
  const word = sentence.split(' ')[3];
  const start = wordOnly ? sentenceStart + sentence.indexOf(` ${word} `) + 1 : sentenceStart;
  const end = wordOnly ? start + word.length : sentenceStart + sentence.length;
  return {
    quote: oldText.slice(start, end),
    startIndex: start,
    endIndex: end,
    ...contextAround(oldText, { start, end }),
  };
});

/** The student's revision: one sentence in five rewritten, one in twenty deleted, sentences added, a paragraph moved. */
const revised = oldParagraphs.map((paragraph, p) =>
  paragraph.flatMap((sentence, s) => {
    const k = p * 7 + s;
    if (k % 20 === 3) return [];
    if (k % 5 === 1) return [sentence.replace(/ (\S+) /, ' indeed $1 ').replace(/\.$/, '!')];
    if (k % 9 === 4) return [sentence, 'This sentence is new in the second version.'];
    return [sentence];
  }),
);
revised.push(revised.splice(2, 1)[0]);
const newText = textOf(revised);

for (let run = 0; run < WARM_UP; run++) carryComments(oldText, newText, anchors);
const times: number[] = [];
let places = carryComments(oldText, newText, anchors);
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  places = carryComments(oldText, newText, anchors);
  times.push(performance.now() - started);
}

const counts = { unchanged: 0, addressed: 0, lost: 0 };
for (const place of places) counts[place.status] += 1;
const wrong = places.filter(
  (place, k) =>
    place.status === 'unchanged' && newText.slice(place.range!.start, place.range!.end) !== anchors[k].quote,
).length;
console.log(
  `${oldText.split(/\s+/).length} words, ${COMMENTS} comments, ${RUNS} runs: ${counts.unchanged} unchanged, ${counts.addressed} addressed, ${counts.lost} lost; ${wrong} unchanged ones not on their quote`,
);
console.table([
  {
    step: 'carry',
    'median ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
  },
]);
const median = percentile(times, 50);
console.log(
  `median ${median.toFixed(1)} ms; target ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'missed'}`,
);
