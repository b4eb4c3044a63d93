import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { readDocument } from './document';
import { sentencePatterns } from './sentence-patterns';

const nlp = winkNLP(model);
const patternsOf = (text: string) => sentencePatterns(readDocument(text, nlp, nlp.its));

describe('sentence patterns', () => {
  it('keep the function words and punctuation and read every other word as its part of speech', () => {
    const shares = patternsOf('The students was late, because the bus broke down.');
    for (const pattern of ['<s> the', 'the NOUN', 'NOUN was', 'ADJ ,', ', because', '. </s>'])
      expect(shares.has(pattern)).toBe(true);
    expect([...shares.keys()].some((pattern) => /students|late|bus/.test(pattern))).toBe(false);
  });

  it('are the same for sentences built alike about different things', () => {
    expect(patternsOf('The council closed the pool in the summer.')).toEqual(
      patternsOf('The teacher opened the book in the morning.'),
    );
    expect(patternsOf('The council closed the pool in the summer.')).not.toEqual(
      patternsOf('Council closed pool in summer.'),
    );
  });

  it('are shares: the units add up to one, and so do the pairs', () => {
    const shares = patternsOf('We waited for an hour. It never came, so we walked home!\n\nThen it rained.');
    const sum = (pairs: boolean) =>
      [...shares]
        .filter(([pattern]) => pattern.includes(' ') === pairs)
        .reduce((total, [, share]) => total + share, 0);
    expect(sum(false)).toBeCloseTo(1, 10);
    expect(sum(true)).toBeCloseTo(1, 10);
    // Three sentences open, two of them end with a full stop.
    expect(shares.get('<s>')! / shares.get('.')!).toBeCloseTo(3 / 2, 10);
  });

  it('are empty for an empty text', () => {
    expect(patternsOf('').size).toBe(0);
  });
});
