import { describeRuleTables, findingsOf } from '../../../../test/server/engine-rule-table';
import { fusedSentenceCandidates } from './fused-sentences';

/** Two sentences run together with nothing between them, and clauses that may meet without a word. */
const findings = findingsOf(fusedSentenceCandidates);

describeRuleTables('fused-sentences', () => findings);

describe('fused sentences beyond the table', () => {
  it('does not take a subject said twice for two sentences', () => {
    // "My brother he is…" is a slip of its own, with one clause: the first part has no verb.
    expect(findings('My brother he is a good student.')).toEqual([]);
  });
});
