import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { readDocument } from './document';
import { punctuationCandidates } from './punctuation';

const nlp = winkNLP(model);
/** The words the engine says end a paragraph without a full stop. */
const unfinished = (text: string) =>
  punctuationCandidates(readDocument(text, nlp, nlp.its))
    .filter((found) => found.comment === 'The sentence ends without a full stop.')
    .map((found) => text.slice(found.range.start, found.range.end));

describe('a paragraph that ends without a full stop', () => {
  it.each([
    ['A simple rule would stop that, and a teacher signs them in', 'in'],
    ['The council should approve the plans for the new pool this year\n\nIt would help.', 'year'],
  ])('is pointed out: %j', (text, word) => {
    expect(unfinished(text)).toEqual([word]);
  });

  it.each([
    'A simple rule would stop that, and a teacher signs them in.',
    'The students bring pens, paper, books, etc.',
    'Would the council approve the plans for the new pool this year?',
    'The council must approve the plans for the new pool this year!',
    'The head teacher said that the plan "is worth a try this year."',
  ])('is not found where the paragraph ends with one: %j', (text) => {
    expect(unfinished(text)).toEqual([]);
  });
});
