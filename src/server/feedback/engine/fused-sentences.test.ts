import { checkRuleTable, findingsOf } from '../../../../test/server/engine-rule-table';
import { fusedSentenceCandidates } from './fused-sentences';

/** Two sentences run together with nothing between them, and clauses that may meet without a word. */
const findings = findingsOf(fusedSentenceCandidates);

const FLAGS: Array<[string, string, string]> = [
  ['I love this city it is beautiful.', 'city it', '“It”'],
  ['We walked to the beach it was sunny and warm.', 'beach it', '“It”'],
  ['I went to the bakery there was no bread left.', 'bakery there', '“There”'],
  ['My brother was tired he went to bed early.', 'tired he', '“He”'],
  ['We got home late we ate dinner in the kitchen.', 'late we', '“We”'],
  ['The test was hard they were not ready for it.', 'hard they', '“They”'],
];

const LEAVES = [
  'I love this city. It is beautiful.',
  'I think this city is beautiful.',
  'I told my sister she was right.',
  'It was so cold we stayed inside all day.',
  'This is the house we bought last year.',
  'She is not the person she was before the accident.',
  'This is the best city it is possible to live in.',
  'The reason it is late is the snow.',
  'Anna was glad she came to the party.',
  'I am sure it is the right answer.',
  'It is important we leave early.',
  'The more we read the more we learn.',
  'We stayed at home because it was raining.',
  'In the town we live in today it is hard to find a flat.',
];

describe('fused sentences', () => {
  checkRuleTable(findings, FLAGS, LEAVES);
  it('does not take a subject said twice for two sentences', () => {
    // "My brother he is…" is a slip of its own, with one clause: the first part has no verb.
    expect(findings('My brother he is a good student.')).toEqual([]);
  });
});
