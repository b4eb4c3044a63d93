import writeGood from 'write-good';
import { clicheMatches } from './cliches';

/** Sentences with clichés in every shape the package's pattern allows, and near-misses of each. */
const TEXTS = [
  'It was a dark and stormy night, and at the end of the day we were all thumbs.',
  'A CLEAN SLATE is what she wanted; a  clean\n slate it was. A cleaner slate was not on offer.',
  "All's fair in love and war, they say, but all is fair in some wars only.",
  'The acid test came; the acidic test tubes broke. Acid testing is not a cliché.',
  'Against all odds the team won, against all the odds of the season.',
  'He made a last-ditch effort, and then a last ditch; green-eyed monster or green eyes.',
  'Nothing here is worn out: the students wrote their essays on time and handed them in.',
];

/** write-good's cliché check alone, as write-good itself runs it. */
const OTHER_CHECKS = ['weasel', 'illusion', 'so', 'thereIs', 'passive', 'adverb', 'tooWordy', 'eprime'];
const noCliches = (text: string) =>
  writeGood(text, Object.fromEntries(OTHER_CHECKS.map((check) => [check, false]))).map(
    ({ index, offset }) => ({
      index,
      offset,
    }),
  );

describe('clichés found as write-good finds them', () => {
  it.each(TEXTS)('finds what no-cliches finds in %j', (text) => {
    expect(clicheMatches(text)).toEqual(noCliches(text));
  });

  it('finds the same in a long essay made of all the sentences above', () => {
    const essay = Array.from({ length: 40 }, (_, k) => TEXTS[k % TEXTS.length]).join('\n\n');
    expect(clicheMatches(essay)).toEqual(noCliches(essay));
    expect(clicheMatches(essay).length).toBeGreaterThan(20);
  });
});
