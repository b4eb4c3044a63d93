import { contextAround } from './anchoring';
import { type CarriedAnchor, type CarryStatus, carryComments } from './carry-comments';

const OLD = [
  'Our town should plant more trees on its streets. Trees cools the streets in summer, and they clean the air.',
  'The café on the square 🐦 says shade brings customers. Its owner has counted them for two years.',
  'Some people argue that trees cost too much. But a tree costs less than one summer of air conditioning.',
].join('\n\n');

/** A comment on the first place `quote` stands in the old text, anchored the way every item is. */
function anchorOn(quote: string): CarriedAnchor {
  const startIndex = OLD.indexOf(quote);
  if (startIndex < 0) throw new Error(`not in the old text: ${quote}`);
  const range = { start: startIndex, end: startIndex + quote.length };
  return { quote, startIndex, endIndex: range.end, ...contextAround(OLD, range) };
}

const GRAMMAR = 'Trees cools the streets in summer';
const CAFE = 'The café on the square 🐦 says shade brings customers.';
const REBUTTAL = 'But a tree costs less than one summer of air conditioning.';

interface Case {
  change: string;
  newText: string;
  quote: string;
  status: CarryStatus;
  /** What the comment stands on in the new text ('' where the passage was removed). */
  now: string | null;
}

const cases: Case[] = [
  { change: 'nothing', newText: OLD, quote: GRAMMAR, status: 'unchanged', now: GRAMMAR },
  {
    change: 'a sentence added before the quote',
    newText: OLD.replace('streets. Trees', 'streets. Shade matters. Trees'),
    quote: GRAMMAR,
    status: 'unchanged',
    now: GRAMMAR,
  },
  {
    change: 'a word fixed inside the quote',
    newText: OLD.replace('Trees cools', 'Trees cool'),
    quote: GRAMMAR,
    status: 'addressed',
    now: 'Trees cool the streets in summer',
  },
  {
    change: 'words changed right around the quote',
    newText: OLD.replace(
      'its streets. Trees cools the streets in summer, and',
      'its roads! Trees cools the streets in summer; and',
    ),
    quote: GRAMMAR,
    status: 'unchanged',
    now: GRAMMAR,
  },
  {
    change: 'a sentence added after the quote',
    newText: OLD.replace('two years.', 'two years. Sales rose by a fifth.'),
    quote: CAFE,
    status: 'unchanged',
    now: CAFE,
  },
  {
    change: 'the paragraph moved to the end',
    newText: [OLD.split('\n\n')[0], OLD.split('\n\n')[2], OLD.split('\n\n')[1]].join('\n\n'),
    quote: CAFE,
    status: 'unchanged',
    now: CAFE,
  },
  {
    change: 'the quote duplicated in another paragraph',
    newText: `${REBUTTAL}\n\n${OLD}`,
    quote: REBUTTAL,
    status: 'unchanged',
    now: REBUTTAL,
  },
  {
    change: 'the quote deleted',
    newText: OLD.replace(` ${REBUTTAL}`, ''),
    quote: REBUTTAL,
    status: 'addressed',
    now: '',
  },
  {
    change: 'emoji and accents added before the quote',
    newText: OLD.replace('Our town', 'Notre ville 🌳🌳, our town'),
    quote: CAFE,
    status: 'unchanged',
    now: CAFE,
  },
  {
    change: 'the passage rewritten along with its context',
    newText: OLD.replace(
      'Some people argue that trees cost too much. But a tree costs less than one summer of air conditioning.',
      'Some readers will say trees are costly. Yet a tree costs less than a single summer of air conditioning!',
    ),
    quote: REBUTTAL,
    status: 'addressed',
    now: 'Yet a tree costs less than a single summer of air conditioning!',
  },
  {
    change: 'the whole paragraph removed',
    newText: OLD.split('\n\n').slice(0, 2).join('\n\n'),
    quote: REBUTTAL,
    status: 'lost',
    now: null,
  },
];

describe('carrying a released comment into the next version', () => {
  it.each(cases)('after $change: $status', ({ newText, quote, status, now }) => {
    const [place] = carryComments(OLD, newText, [anchorOn(quote)]);
    expect(place.status).toBe(status);
    expect(place.range && newText.slice(place.range.start, place.range.end)).toBe(now);
  });

  it('places the duplicated quote on the copy whose context stands, not on the first copy', () => {
    const newText = `${REBUTTAL}\n\n${OLD}`;
    const [place] = carryComments(OLD, newText, [anchorOn(REBUTTAL)]);
    expect(place.range!.start).toBe(newText.lastIndexOf(REBUTTAL));
  });

  it('places a deleted passage where it stood, between the words that were around it', () => {
    const newText = OLD.replace(` ${REBUTTAL}`, '');
    const [place] = carryComments(OLD, newText, [anchorOn(REBUTTAL)]);
    expect(newText.slice(0, place.range!.start)).toMatch(/trees cost too much\.$/);
  });

  it('carries many comments at once, each exactly, whatever changed elsewhere', () => {
    const newText = OLD.replace('Trees cools', 'Trees cool').replace('Our town', 'Notre ville 🌳, our town');
    const quotes = [GRAMMAR, CAFE, REBUTTAL, 'two years'];
    const places = carryComments(OLD, newText, quotes.map(anchorOn));
    expect(places.map((place) => place.status)).toEqual(['addressed', 'unchanged', 'unchanged', 'unchanged']);
    places.slice(1).forEach((place, k) => {
      expect(newText.slice(place.range!.start, place.range!.end)).toBe(quotes[k + 1]);
    });
  });

  it('marks a comment with an empty quote lost rather than placing it anywhere', () => {
    const [place] = carryComments(OLD, OLD, [{ ...anchorOn(GRAMMAR), quote: '  ' }]);
    expect(place).toEqual({ status: 'lost', range: null });
  });

  describe('whether the comment was answered', () => {
    const TEXT = 'However it rains often here. The streets flood every spring, and the buses stop running.';
    const on = (quote: string, said: Partial<CarriedAnchor>): CarriedAnchor => {
      const startIndex = TEXT.indexOf(quote);
      const range = { start: startIndex, end: startIndex + quote.length };
      return { quote, startIndex, endIndex: range.end, ...contextAround(TEXT, range), ...said };
    };
    const statusAfter = (newText: string, anchor: CarriedAnchor) =>
      carryComments(TEXT, newText, [anchor])[0].status;
    const comma = on('However', {
      category: 'grammar',
      comment: 'Put a comma after "However".',
      suggestion: 'However,',
    });
    const flood = 'The streets flood every spring, and the buses stop running.';

    it('counts a proposed comma, once added, as revised though the word still stands', () => {
      expect(statusAfter(TEXT.replace('However it', 'However, it'), comma)).toBe('addressed');
    });

    it('leaves it unchanged when the comma is still missing, or the suggestion is advice, not words', () => {
      expect(statusAfter(TEXT.replace('often', 'very often'), comma)).toBe('unchanged');
      const advice = { ...comma, suggestion: 'Add a comma after it.' };
      expect(statusAfter(TEXT.replace('However it', 'However, it'), advice)).toBe('unchanged');
    });

    it('keeps praise standing through an edit inside it that keeps its point', () => {
      const praise = on(flood, {
        category: 'style',
        comment: 'A vivid picture of the problem.',
        suggestion: '',
      });
      expect(statusAfter(TEXT.replace('every spring', 'each spring'), praise)).toBe('unchanged');
    });

    it('keeps a comment on what a passage argues through a one-word edit, and marks a rewrite revised', () => {
      const argued = on(flood, {
        category: 'argument',
        comment: 'Say why this matters to the claim.',
        suggestion: '',
      });
      expect(statusAfter(TEXT.replace('every spring', 'each spring'), argued)).toBe('unchanged');
      const rewritten = TEXT.replace(flood, 'Floods close the roads each spring, so the buses cannot run.');
      expect(statusAfter(rewritten, argued)).toBe('addressed');
    });

    it('still marks a grammar comment revised when one word in it is fixed', () => {
      const agreement = on('the buses stop running', {
        category: 'grammar',
        comment: 'Check the tense.',
        suggestion: '',
      });
      expect(statusAfter(TEXT.replace('buses stop running', 'buses stopped running'), agreement)).toBe(
        'addressed',
      );
    });
  });
});
