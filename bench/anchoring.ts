/**
 * How long the essay viewer takes to anchor its comments: 500 comments on a 5,000-word essay, through
 * the real resolve (sections 4 and 5) and the real DOM wrapping, in jsdom. Target: 50 ms at the median.
 *
 *   npx tsx bench/anchoring.ts
 */
import { JSDOM } from 'jsdom';
import { drawHighlights } from '../src/client/features/essay-viewer/draw-highlights';
import { VIEWER_CATEGORIES } from '../src/client/features/essay-viewer/viewer-palette';
import { type AnchorableItem, resolveHighlights } from '../src/client/lib/anchoring';
import { extractPlainText } from '../src/shared/rules/plain-text';

const WORDS = 5_000;
const ITEMS = 500;
const RUNS = 30;
const WARM_UP = 5;
const TARGET_MS = 50;

const VOCABULARY = (
  'the city should make buses free because public transport would cut traffic clean air and give ' +
  'everyone chance reach work school café naïve résumé evidence argument shows that many riders'
).split(' ');

/** A deterministic essay: paragraphs of about 100 words with some emphasis, like an editor stores. */
function essayHtml(): string {
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed;
  };
  const paragraphs: string[] = [];
  for (let written = 0; written < WORDS; ) {
    const words = Array.from({ length: 100 }, (_, index) => {
      const word = VOCABULARY[next() % VOCABULARY.length];
      return index % 37 === 5 ? `<em>${word}</em>` : word;
    });
    written += words.length;
    paragraphs.push(`<p>${words.join(' ')}.</p>`);
  }
  return `<h2>A long essay</h2>${paragraphs.join('')}`;
}

/** 500 comments spread over the essay, some with stale offsets and some overlapping, as in real use. */
function itemsFor(text: string): AnchorableItem[] {
  const step = Math.floor(text.length / ITEMS);
  return Array.from({ length: ITEMS }, (_, index) => {
    const start = index * step;
    const end = start + Math.min(step + (index % 10 === 0 ? 20 : -2), 40);
    const quote = text.slice(start, end);
    const stale = index % 7 === 0;
    return { id: index + 1, quote, startIndex: stale ? start + 3 : start, endIndex: stale ? end + 3 : end };
  });
}

const document = new JSDOM('<!doctype html><body></body>').window.document;
const html = essayHtml();

interface Run {
  resolve: number;
  draw: number;
  total: number;
  placed: number;
  marks: number;
}

function anchorOnce(): Run {
  const root = document.createElement('div');
  root.innerHTML = html;
  const items = itemsFor(extractPlainText(root).text);
  // What the essay pane does once its delay has passed: read the text, resolve, wrap.
  const started = performance.now();
  const plain = extractPlainText(root);
  const { placed } = resolveHighlights(plain.text, items);
  const resolved = performance.now();
  drawHighlights(
    root,
    placed.map((range, index) => ({
      ...range,
      number: index + 1,
      category: VIEWER_CATEGORIES[index % VIEWER_CATEGORIES.length].name,
    })),
    plain,
  );
  const drawn = performance.now();
  return {
    resolve: resolved - started,
    draw: drawn - resolved,
    total: drawn - started,
    placed: placed.length,
    marks: root.querySelectorAll('mark').length,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

for (let run = 0; run < WARM_UP; run++) anchorOnce();
const results = Array.from({ length: RUNS }, anchorOnce);
const row = (step: 'resolve' | 'draw' | 'total') => {
  const times = results.map((result) => result[step]);
  return {
    step,
    'median ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
  };
};

console.log(
  `${WORDS} words, ${ITEMS} comments (${results[0].placed} placed, ${results[0].marks} marks), ${RUNS} runs`,
);
console.table([row('resolve'), row('draw'), row('total')]);
const median = percentile(
  results.map((result) => result.total),
  50,
);
console.log(
  `median total ${median.toFixed(1)} ms; target ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'missed'}`,
);
