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
 * A finding is correct when it overlaps a gold edit of any annotator (insertions: touches the gap).
 * Recall counts gold edits that some finding overlaps.
 */
export function scoreGrammar(sentences: JflegSentence[], findings: TextRange[][]): GrammarScore {
  let [total, correct, covered, edits] = [0, 0, 0, 0];
  const byAnnotator = new Map<number, { covered: number; edits: number }>();
  sentences.forEach((sentence, index) => {
    const found = findings[index];
    total += found.length;
    correct += found.filter((f) => sentence.edits.some((edit) => overlapsEdit(edit, f.start, f.end))).length;
    let best = { covered: 0, edits: 0, recall: -1 };
    for (const annotator of sentence.annotators) {
      const own = sentence.edits.filter((edit) => edit.annotator === annotator);
      const hit = own.filter((edit) => found.some((f) => overlapsEdit(edit, f.start, f.end))).length;
      const tally = byAnnotator.get(annotator) ?? { covered: 0, edits: 0 };
      byAnnotator.set(annotator, { covered: tally.covered + hit, edits: tally.edits + own.length });
      const recall = own.length ? hit / own.length : 1;
      if (recall > best.recall || (recall === best.recall && own.length < best.edits))
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
