import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { argumentCandidates } from './argument';
import { checkBrief } from './brief';
import { readDocument } from './document';
import { structureCandidates } from './structure';
import type { Candidate } from './types';

/**
 * A comment that may stand on several passages names the one it is on: two pieces of evidence, two
 * paragraphs without support or two unlinked paragraphs never get the same sentence word for word.
 */
const nlp = winkNLP(model);
const BRIEF = {
  instructions:
    'Write a persuasive essay arguing for one change in your town. State your claim, support it with two pieces of evidence, and close with a conclusion.',
  minWords: null,
  maxWords: null,
  criteria: [],
};

const INTRO =
  'Our town should open its library on Sundays. I believe the council should pay for the extra hours this year.';
const CLOSE =
  'In the end, a Sunday library would help every family in town. The council should vote for it this spring.';

const repeated = (candidates: Candidate[]) => {
  const texts = candidates.flatMap((candidate) => [candidate.comment, candidate.suggestion]);
  return texts.filter((text, index) => texts.indexOf(text) !== index);
};

describe('comments that name their passage', () => {
  it('words the advice on two pieces of evidence apart, even when both are explained', () => {
    const text = [
      INTRO,
      'Last year 300 students asked for Sunday hours in a survey. This shows that the need is real.',
      'In Milltown the Sunday library lent 2,000 books in its first month. This means that people use it.',
      CLOSE,
    ].join('\n\n');
    const evidence = checkBrief(readDocument(text, nlp, nlp.its), BRIEF)!.candidates.filter(
      (candidate) => candidate.category === 'evidence',
    );
    expect(evidence).toHaveLength(2);
    expect(evidence.map((candidate) => candidate.suggestion)).toEqual([
      expect.stringContaining('“This shows that the…”'),
      expect.stringContaining('“This means that people…”'),
    ]);
    expect(repeated(evidence)).toEqual([]);
  });

  it('names each paragraph that argues without support', () => {
    const text = [
      INTRO,
      'Students need a quiet place to work on weekends. Their homes are often loud and crowded, with younger brothers and sisters playing and the television on all afternoon. A library gives them the calm they need to think, and it is open to everyone who wants to come in and read or study. Nobody should have to choose between a noisy kitchen and a cold bench.',
      'Families also want somewhere to go together. Parks are cold and wet in winter, and the shops in the centre cost money that many families do not have to spare. A library is warm, free and friendly, and parents can read with their children there for as long as they like. A warm room full of books is the best place to spend a grey afternoon.',
      CLOSE,
    ].join('\n\n');
    const unsupported = argumentCandidates(readDocument(text, nlp, nlp.its)).filter(
      (candidate) => candidate.category === 'evidence' && /no example/.test(candidate.comment),
    );
    expect(unsupported).toHaveLength(2);
    expect(unsupported[0].comment).toContain('“Students need a quiet place…”');
    expect(unsupported[1].comment).toContain('“Families also want somewhere to…”');
    expect(repeated(unsupported)).toEqual([]);
  });

  it('names each paragraph that shares no idea with the one before, and the one before it', () => {
    const text = [
      INTRO,
      'A library on Sundays would give students a quiet room. Many homes are too loud for homework.',
      'Bicycles cause trouble in the centre. Riders use the pavement and frighten walkers.',
      'Lunch menus at school matter as well. The food is often cold by the time it is served.',
      CLOSE,
    ].join('\n\n');
    const unlinked = structureCandidates(readDocument(text, nlp, nlp.its)).filter((candidate) =>
      /shares no idea/.test(candidate.comment),
    );
    expect(unlinked.map((candidate) => [candidate.comment, candidate.suggestion])).toEqual([
      [
        expect.stringContaining('“Bicycles cause trouble in the…”'),
        expect.stringContaining('“A library on Sundays would…”'),
      ],
      [
        expect.stringContaining('“Lunch menus at school matter…”'),
        expect.stringContaining('“Bicycles cause trouble in the…”'),
      ],
    ]);
    expect(repeated(unlinked)).toEqual([]);
  });
});
