import type { TextRange } from '../src/shared/rules/anchoring';
import { PLANTED_ESSAYS, type PlantedKind, type ReadPlantedEssay, readPlanted } from './data/planted-errors';
import { startEngine } from './engine-in-process';
import { printTable } from './table';

/**
 * `npx tsx bench/planted-errors.ts [--list] [--held-out]`: the engine on the essays of
 * bench/data/planted-errors.ts, as an instructor would judge its comments.
 *
 * - A planted error is found when a grammar comment overlaps its words.
 * - A trap (the same words used correctly) must get no word-level comment (grammar, style, clarity).
 * - Every other comment is a candidate for a wrong or useless one; `--list` prints them with the
 *   missed errors so they can be read, for the development half only unless `--held-out` is given.
 *
 * Printed per half, and run by bench/engine.ts beside the JFLEG and ELLIPSE figures.
 */

type Engine = Awaited<ReturnType<typeof startEngine>>;

interface Comment extends TextRange {
  category: string;
  quote: string;
  comment: string;
}

/** Categories whose comments sit on a few words; structure and argument comments sit on sentences. */
const WORD_LEVEL = new Set(['grammar', 'style', 'clarity']);
const overlaps = (a: TextRange, b: TextRange) => a.start < b.end && b.start < a.end;

export interface PlantedHalf {
  essays: number;
  words: number;
  errors: number;
  found: number;
  trapComments: number;
  /** Grammar comments on neither an error nor a trap. */
  otherGrammar: number;
  /** Style and clarity comments on neither. */
  otherWordLevel: number;
  /** Structure, argument and evidence comments (on sentences), counted apart. */
  passageComments: number;
  byKind: Map<PlantedKind, { errors: number; found: number }>;
  lines: string[];
}

const emptyHalf = (): PlantedHalf => ({
  essays: 0,
  words: 0,
  errors: 0,
  found: 0,
  trapComments: 0,
  otherGrammar: 0,
  otherWordLevel: 0,
  passageComments: 0,
  byKind: new Map(),
  lines: [],
});

function judge(essay: ReadPlantedEssay, comments: Comment[], half: PlantedHalf) {
  half.essays += 1;
  half.words += essay.text.split(/\s+/).filter(Boolean).length;
  const lines: string[] = [];
  const show = (comment: Comment) =>
    `"${comment.quote.slice(0, 40)}" (${comment.category}): ${comment.comment}`;
  for (const error of essay.errors) {
    const kind = half.byKind.get(error.kind) ?? { errors: 0, found: 0 };
    half.byKind.set(error.kind, kind);
    kind.errors += 1;
    half.errors += 1;
    if (comments.some((comment) => comment.category === 'grammar' && overlaps(comment, error))) {
      kind.found += 1;
      half.found += 1;
    } else lines.push(`  missed   ${error.kind} "${error.quote}"`);
  }
  for (const comment of comments) {
    if (!WORD_LEVEL.has(comment.category)) {
      half.passageComments += 1;
      continue;
    }
    if (essay.traps.some((trap) => overlaps(comment, trap))) {
      half.trapComments += 1;
      lines.push(`  on trap  ${show(comment)}`);
    } else if (!essay.errors.some((error) => overlaps(comment, error))) {
      if (comment.category === 'grammar') half.otherGrammar += 1;
      else half.otherWordLevel += 1;
      lines.push(`  other    ${show(comment)}`);
    } else if (comment.category !== 'grammar') {
      lines.push(`  on error, not grammar  ${show(comment)}`);
    }
  }
  if (lines.length) half.lines.push(`${essay.name}`, ...lines);
}

export async function measurePlanted(engine: Engine): Promise<{ dev: PlantedHalf; heldOut: PlantedHalf }> {
  const result = { dev: emptyHalf(), heldOut: emptyHalf() };
  for (const essay of PLANTED_ESSAYS.map(readPlanted)) {
    const { draft } = await engine.analyse(essay.text);
    const comments = draft.items.map((item) => ({
      start: item.startIndex,
      end: item.endIndex,
      category: item.category,
      quote: item.quote,
      comment: item.comment,
    }));
    judge(essay, comments, essay.heldOut ? result.heldOut : result.dev);
  }
  return result;
}

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function printPlanted({ dev, heldOut }: { dev: PlantedHalf; heldOut: PlantedHalf }) {
  const row = (label: string, value: (half: PlantedHalf) => string, target = '') => [
    label,
    value(dev),
    value(heldOut),
    target,
  ];
  printTable(
    `Planted errors (bench/data/planted-errors.ts: ${dev.essays + heldOut.essays} essays)`,
    ['measure', 'development half', 'held-out half', 'target'],
    [
      row('essays / words', (half) => `${half.essays} / ${half.words}`),
      row('marked errors', (half) => String(half.errors)),
      row(
        'found (a grammar comment on their words)',
        (half) => `${half.found} (${fixed(half.found / half.errors)})`,
        '>= 0.75',
      ),
      row('comments on traps', (half) => String(half.trapComments), '0'),
      row('other grammar comments per essay', (half) => fixed(half.otherGrammar / half.essays)),
      row('other style and clarity comments per essay', (half) => fixed(half.otherWordLevel / half.essays)),
      row(
        'all other word-level comments per 400 words',
        (half) => fixed(((half.otherGrammar + half.otherWordLevel) * 400) / half.words),
        '<= 1',
      ),
      row('structure, argument and evidence comments per essay', (half) =>
        fixed(half.passageComments / half.essays),
      ),
    ],
  );
  const kinds = [...dev.byKind].sort(([a], [b]) => a.localeCompare(b));
  printTable(
    'Planted errors found by kind, development half',
    ['kind', 'marked', 'found'],
    kinds.map(([kind, tally]) => [kind, tally.errors, tally.found]),
  );
}

async function main() {
  const engine = await startEngine();
  console.log(`Engine: ${engine.version}`);
  const result = await measurePlanted(engine);
  printPlanted(result);
  if (process.argv.includes('--list')) {
    console.log('\nDevelopment half:');
    for (const line of result.dev.lines) console.log(line);
    if (process.argv.includes('--held-out')) {
      console.log('\nHeld-out half:');
      for (const line of result.heldOut.lines) console.log(line);
    }
  }
}

if (require.main === module)
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
