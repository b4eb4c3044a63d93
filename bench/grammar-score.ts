import type { TextRange } from '../src/shared/rules/anchoring';
import { type JflegSentence, overlapsEdit } from './data/jfleg';

export interface GrammarScore {
  findings: number;
  correct: number;
  precision: number;
  /** M2 style: per sentence, the annotator whose edits the findings cover best. */
  recall: number;
  /** Each annotator's edits on their own, averaged over annotators. */
  recallPerAnnotator: number;
}

/**
 * A finding is correct when it overlaps a gold edit of any annotator. Recall counts the gold edits of
 * one annotator per sentence that some finding overlaps.
 *
 * Lenient (the figure the targets were set on): an insertion is hit by a finding on either word beside
 * the gap, and when annotators tie (none of their edits found, say) the one with the fewest edits is
 * charged. Strict: an insertion is hit only on the word after the gap, and ties go to the first
 * annotator, so a sentence where nothing is found costs what its first annotator asked for.
 */
export function scoreGrammar(
  sentences: JflegSentence[],
  findings: TextRange[][],
  strict = false,
): GrammarScore {
  let [total, correct, covered, edits] = [0, 0, 0, 0];
  const byAnnotator = new Map<number, { covered: number; edits: number }>();
  sentences.forEach((sentence, index) => {
    const found = findings[index];
    total += found.length;
    const hits = (edit: JflegSentence['edits'][number], f: TextRange) =>
      overlapsEdit(edit, f.start, f.end, strict);
    correct += found.filter((f) => sentence.edits.some((edit) => hits(edit, f))).length;
    let best = { covered: 0, edits: 0, recall: -1 };
    for (const annotator of sentence.annotators) {
      const own = sentence.edits.filter((edit) => edit.annotator === annotator);
      const hit = own.filter((edit) => found.some((f) => hits(edit, f))).length;
      const tally = byAnnotator.get(annotator) ?? { covered: 0, edits: 0 };
      byAnnotator.set(annotator, { covered: tally.covered + hit, edits: tally.edits + own.length });
      const recall = own.length ? hit / own.length : 1;
      if (recall > best.recall || (!strict && recall === best.recall && own.length < best.edits))
        best = { covered: hit, edits: own.length, recall };
    }
    covered += best.covered;
    edits += best.edits;
  });
  const perAnnotator = [...byAnnotator.values()].map((tally) => tally.covered / tally.edits);
  return {
    findings: total,
    correct,
    precision: total ? correct / total : Number.NaN,
    recall: covered / edits,
    recallPerAnnotator: perAnnotator.reduce((sum, value) => sum + value, 0) / perAnnotator.length,
  };
}
