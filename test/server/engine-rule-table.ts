import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { readDocument } from '../../src/server/feedback/engine/document';

type Document = ReturnType<typeof readDocument>;
type Candidates = (
  document: Document,
) => ReadonlyArray<{ range: { start: number; end: number }; suggestion: string }>;

const nlp = winkNLP(model);

/** What a check finds in a text: the words each finding sits on, and its suggestion. */
export const findingsOf = (candidates: Candidates) => (text: string) =>
  candidates(readDocument(text, nlp, nlp.its)).map((found) => ({
    quote: text.slice(found.range.start, found.range.end),
    suggestion: found.suggestion,
  }));

/**
 * The table every engine check is written from: sentences it must flag (on these words, with a
 * suggestion holding this correction) and correct near-misses it must leave alone, at least as many.
 */
export function checkRuleTable(
  findings: ReturnType<typeof findingsOf>,
  flags: ReadonlyArray<[sentence: string, quote: string, correction: string]>,
  leaves: readonly string[],
) {
  it('has at least as many correct sentences as wrong ones', () => {
    expect(leaves.length).toBeGreaterThanOrEqual(flags.length);
  });
  it.each(flags)('flags %j', (sentence, quote, correction) => {
    expect(findings(sentence)).toEqual([{ quote, suggestion: expect.stringContaining(correction) }]);
  });
  it.each(leaves)('leaves %j alone', (sentence) => {
    expect(findings(sentence)).toEqual([]);
  });
}
