import writeGood from 'write-good';
import { grammarCandidates } from './grammar';
import type { HarperFinding } from './harper-findings';
import { classifyHarperFinding } from './harper-rules';
import { styleCandidates } from './style';

const repeated = (problem: string): HarperFinding => ({
  rule: 'RepeatedWords',
  kind: 'Repetition',
  range: { start: 0, end: problem.length },
  problem,
  message: 'Repeated word',
  replacements: [problem.split(' ')[0]],
  insertAfter: false,
});

/** A word written twice is a slip, except where English writes it twice on purpose. */
describe('doubled words', () => {
  it.each(['the the', 'to to', 'is is', 'a a', 'and and'])('marks “%s”', (problem) => {
    expect(classifyHarperFinding(repeated(problem))?.category).toBe('grammar');
  });

  it.each(['had had', 'that that', 'Had had', 'That that'])('leaves “%s” alone', (problem) => {
    expect(classifyHarperFinding(repeated(problem))).toBeNull();
  });

  it('leaves them alone in the style check too, which finds doubled words of its own', () => {
    const text = 'She had had enough. She said that that was fair. We asked the the teacher.';
    const doubled = styleCandidates(text, writeGood)
      .candidates.filter((found) => found.category === 'grammar')
      .map((found) => text.slice(found.range.start, found.range.end));
    expect(doubled).toEqual(['the']);
  });
});

/** What harper reports on "effect" where a verb is expected, as it reports it. */
function effectFinding(text: string): HarperFinding {
  const start = text.indexOf('effect');
  const end = text.indexOf(' ', start) < 0 ? text.length : text.indexOf(' ', start);
  return {
    rule: 'NounVerbConfusion',
    kind: 'WordChoice',
    range: { start, end },
    problem: text.slice(start, end),
    message: 'Did you mean affect?',
    replacements: ['affect'],
    insertAfter: false,
  };
}

describe('“effect” as a verb', () => {
  const flagged = (text: string) =>
    grammarCandidates(text, [effectFinding(text)], new Set()).candidates.length;

  it.each([
    'The new timetable will effect every student.',
    'Noise effects how well we sleep.',
    'The cuts effected the younger pupils most.',
  ])('is a slip for “affect” when it means to change something: %s', (text) => {
    expect(flagged(text)).toBe(1);
  });

  it.each([
    'A student council can effect change if it is heard.',
    'Young voters effected real change in the last election.',
    'Petitions can effect lasting changes in a school.',
  ])('is right when it means to bring about change: %s', (text) => {
    expect(flagged(text)).toBe(0);
  });
});

/** What harper reports when it asks for "to" after `verb`, as it reports it. */
function missingToFinding(text: string, verb: string): HarperFinding {
  const start = text.indexOf(verb);
  return {
    rule: 'MissingTo',
    kind: 'WordChoice',
    range: { start, end: start + verb.length },
    problem: verb,
    message: 'Insert `to` to complete the infinitive (e.g., `need to talk`).',
    replacements: [`${verb} to`],
    insertAfter: false,
  };
}

describe('“to” asked for after a verb', () => {
  const flagged = (text: string, verb: string) =>
    grammarCandidates(text, [missingToFinding(text, verb)], new Set()).candidates.length;

  it.each([
    ['I want go home early.', 'want'],
    ['She needs study more for the test.', 'needs'],
    ['They wanted have a party.', 'wanted'],
  ])('is asked for before a bare verb: %s', (text, verb) => {
    expect(flagged(text, verb)).toBe(1);
  });

  it.each([
    ['What he wants will be clear soon.', 'wants'],
    ['The things I learned will help me.', 'learned'],
    ['Whatever she needs is in the bag.', 'needs'],
    ['What they wanted was a fair vote.', 'wanted'],
    ['Everything we learned has helped us.', 'learned'],
    ['What he needs must come first.', 'needs'],
  ])('is not asked for where the verb ends a clause and a finite verb follows: %s', (text, verb) => {
    expect(flagged(text, verb)).toBe(0);
  });
});

describe('a figure written digit by digit', () => {
  it('is not a doubled word, in harper’s check or in the style check', () => {
    expect(classifyHarperFinding(repeated('0 0'))).toBeNull();
    const text = 'The cup was held in 2 0 0 6 in Germany.';
    const doubled = styleCandidates(text, writeGood).candidates.filter(
      (found) => found.category === 'grammar',
    );
    expect(doubled).toEqual([]);
  });
});
