import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { readDocument } from './document';
import { fusedSentenceCandidates } from './fused-sentences';

/** Two sentences run together with nothing between them, and clauses that may meet without a word. */
const nlp = winkNLP(model);
const findings = (text: string) =>
  fusedSentenceCandidates(readDocument(text, nlp, nlp.its)).map((found) => ({
    quote: text.slice(found.range.start, found.range.end),
    suggestion: found.suggestion,
  }));

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
  it('has at least as many correct sentences as wrong ones', () => {
    expect(LEAVES.length).toBeGreaterThanOrEqual(FLAGS.length);
  });
  it.each(FLAGS)('flags %j', (sentence, quote, correction) => {
    expect(findings(sentence)).toEqual([{ quote, suggestion: expect.stringContaining(correction) }]);
  });
  it.each(LEAVES)('leaves %j alone', (sentence) => {
    expect(findings(sentence)).toEqual([]);
  });
  it('does not take a subject said twice for two sentences', () => {
    // "My brother he is…" is a slip of its own, with one clause: the first part has no verb.
    expect(findings('My brother he is a good student.')).toEqual([]);
  });
});
