import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** One table of an engine check: the rule it tries (where a file tries several), what it flags and leaves. */
interface RuleTable {
  rule?: string;
  flags: Array<[sentence: string, quote: string, correction: string]>;
  leaves: string[];
}

/**
 * Each table of a check's file in test/server/engine-rules (the sentences are data, kept as data), under
 * its title, with the findings of the rule it names (`findingsFor` gets that name, or undefined).
 */
export function describeRuleTables(
  check: string,
  findingsFor: (rule: string | undefined) => ReturnType<typeof findingsOf>,
) {
  const file = path.join(__dirname, 'engine-rules', `${check}.json`);
  const tables: Record<string, RuleTable> = JSON.parse(readFileSync(file, 'utf8'));
  describe.each(Object.entries(tables))('%s', (_, { rule, flags, leaves }) => {
    checkRuleTable(findingsFor(rule), flags, leaves);
  });
}
