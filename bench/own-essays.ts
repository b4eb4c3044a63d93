import { overlaps } from '../src/server/feedback/engine/select';
import type { FeedbackCategoryName } from '../src/shared/contract/feedback';
import { type ExpectedComment, OWN_ESSAYS, type OwnEssay } from './data/own-essays';
import { startEngine } from './engine-in-process';
import { printTable } from './table';

/**
 * `npx tsx bench/own-essays.ts [--list]`: the engine on the essays of bench/data/own-essays.ts, each
 * written with the comments it should get. A comment is correct when a comment expected on the essay
 * has its category and overlaps it; an expected comment is found when such a comment exists. Printed
 * per category: precision and recall; and for the sound essays, their grammar comments (at most one
 * each). `--list` prints every essay's misses and unexpected comments.
 */
const SCORED: FeedbackCategoryName[] = ['grammar', 'structure', 'argument', 'evidence'];
const listing = process.argv.includes('--list');

interface Placed {
  category: string;
  start: number;
  end: number;
  quote: string;
  comment: string;
}

function rangeOf(essay: OwnEssay, expected: ExpectedComment) {
  const start = essay.text.indexOf(expected.quote);
  if (start < 0 || essay.text.indexOf(expected.quote, start + 1) >= 0)
    throw new Error(`"${expected.quote}" is not once in "${essay.name}"`);
  return { start, end: start + expected.quote.length };
}

async function main() {
  const engine = await startEngine();
  const counts = new Map(
    SCORED.map((category) => [category, { comments: 0, correct: 0, expected: 0, found: 0 }]),
  );
  const others = new Map<string, number>();
  const soundGrammar: [string, number][] = [];
  const soundGrades: number[] = [];
  const summaryChecks = { asked: 0, said: 0 };
  for (const essay of OWN_ESSAYS) {
    const { draft } = await engine.analyse(essay.text, essay.brief);
    const comments: Placed[] = draft.items.map((item) => ({
      category: item.category,
      start: item.startIndex,
      end: item.endIndex,
      quote: item.quote,
      comment: item.comment,
    }));
    const expected = essay.expect.map((entry) => ({ ...entry, range: rangeOf(essay, entry) }));
    const misses: string[] = [];
    const unexpected: string[] = [];
    const judged = new Set(essay.judged ?? SCORED);
    for (const comment of comments) {
      const tally = counts.get(comment.category as FeedbackCategoryName);
      if (tally && !judged.has(comment.category as FeedbackCategoryName)) continue;
      if (!tally) {
        others.set(comment.category, (others.get(comment.category) ?? 0) + 1);
        continue;
      }
      tally.comments += 1;
      const right = expected.some(
        (entry) => entry.category === comment.category && overlaps(entry.range, comment),
      );
      if (right) tally.correct += 1;
      else
        unexpected.push(
          `${comment.category} "${comment.quote.slice(0, 50)}": ${comment.comment.slice(0, 90)}`,
        );
    }
    for (const entry of expected) {
      const tally = counts.get(entry.category)!;
      tally.expected += 1;
      const found = comments.some(
        (comment) => comment.category === entry.category && overlaps(entry.range, comment),
      );
      if (found) tally.found += 1;
      else misses.push(`${entry.category} "${entry.quote}" (${entry.why})`);
    }
    const summary = [...draft.summary.areas_for_improvement, ...draft.summary.detailed_analysis].join(' ');
    const summaryMisses = (essay.summarySays ?? []).filter((words) => {
      summaryChecks.asked += 1;
      const said = new RegExp(
        `${words}[^.]*(missing|not found|gives 1|none|asks for)|asks for[^.]*${words}`,
        'i',
      ).test(summary);
      if (said) summaryChecks.said += 1;
      return !said;
    });
    if (essay.sound) {
      soundGrammar.push([essay.name, comments.filter((c) => c.category === 'grammar').length]);
      soundGrades.push(draft.suggestedGrade ?? 0);
    }
    if (listing && (misses.length || unexpected.length || summaryMisses.length)) {
      console.log(`\n${essay.name} (grade ${draft.suggestedGrade})`);
      for (const line of misses) console.log(`  missed      ${line}`);
      for (const line of unexpected) console.log(`  unexpected  ${line}`);
      for (const words of summaryMisses) console.log(`  summary does not say what is missing: ${words}`);
    }
  }
  const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
  printTable(
    `The engine (${engine.version}) on ${OWN_ESSAYS.length} essays of bench/data/own-essays.ts`,
    ['category', 'comments', 'correct', 'precision', 'expected', 'found', 'recall'],
    SCORED.map((category) => {
      const tally = counts.get(category)!;
      return [
        category,
        String(tally.comments),
        String(tally.correct),
        fixed(tally.correct / tally.comments),
        String(tally.expected),
        String(tally.found),
        fixed(tally.found / tally.expected),
      ];
    }),
  );
  console.log(
    `Not scored (no expectations written): ${[...others].map(([category, n]) => `${category} ${n}`).join(', ') || 'none'}.`,
  );
  console.log(
    `Elements missing from an essay named in its summary: ${summaryChecks.said} of ${summaryChecks.asked}.`,
  );
  const over = soundGrammar.filter(([, n]) => n > 1);
  console.log(
    `Sound essays: ${soundGrammar.length}, grammar comments ${soundGrammar.map(([, n]) => n).join(', ')}; ` +
      (over.length
        ? `more than one on ${over.map(([name]) => name).join(', ')}.`
        : 'none has more than one.'),
  );
  console.log(
    `Suggested grades of the sound essays (a proficient essay: 80 or more): ${soundGrades.join(', ')}.`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
