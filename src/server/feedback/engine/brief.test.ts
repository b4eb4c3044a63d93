import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { type AssignmentBrief, checkBrief, requirementsOf } from './brief';
import { readDocument } from './document';

const nlp = winkNLP(model);
const brief = (instructions: string, extra: Partial<AssignmentBrief> = {}): AssignmentBrief => ({
  instructions,
  minWords: null,
  maxWords: null,
  criteria: [],
  ...extra,
});

const DEMO_INSTRUCTIONS =
  'Write a persuasive essay of 300 to 800 words arguing for one change in your school or community. State your claim in the introduction, support it with at least two pieces of evidence, answer one objection, and close with a conclusion that returns to your reader.';

describe('what an assignment asks for', () => {
  it.each([
    [
      DEMO_INSTRUCTIONS,
      { claim: true, evidence: 2, objection: true, conclusion: true, words: { min: 300, max: 800 } },
    ],
    ['Argue a position.', { claim: true, evidence: 0, objection: false, conclusion: false, words: null }],
    [
      'Give three examples and a counterargument.',
      { claim: false, evidence: 3, objection: true, conclusion: false, words: null },
    ],
    [
      'Describe your favourite place.',
      { claim: false, evidence: 0, objection: false, conclusion: false, words: null },
    ],
    [
      'Use evidence from the reading.',
      { claim: false, evidence: 1, objection: false, conclusion: false, words: null },
    ],
  ])('%j', (instructions, wanted) => {
    expect(requirementsOf(brief(instructions))).toEqual(wanted);
  });

  it('takes the word limits from the assignment itself before any figure in its text', () => {
    expect(requirementsOf(brief('About 300 to 800 words.', { minWords: 400, maxWords: null })).words).toEqual(
      {
        min: 400,
        max: 800,
      },
    );
  });

  it('reads the rubric criteria too', () => {
    expect(
      requirementsOf(brief('Write an essay.', { criteria: ['Counterargument: answers an objection.'] }))
        .objection,
    ).toBe(true);
  });
});

const ESSAY = [
  'Our town needs a crossing guard outside the primary school. I believe the council should pay for one this year.',
  'The road outside the school is busy at eight in the morning. Last year there were fourteen crashes there, and two children were hurt.',
  'Some people argue that a guard costs too much money. This is a fair concern, but a guard costs far less than one injured child.',
  'A crossing guard would keep the children of our town safe on their way to school. The council should vote to pay for a guard this year.',
].join('\n\n');

describe('whether and where the essay has each element', () => {
  const check = checkBrief(readDocument(ESSAY, nlp, nlp.its), brief(DEMO_INSTRUCTIONS))!;
  const quoted = check.candidates.map((c) => [ESSAY.slice(c.range.start, c.range.end).trim(), c.comment]);

  it('anchors the claim, the evidence it has and the answered objection to their passages', () => {
    expect(quoted).toEqual([
      ['I believe the council should pay for one this year.', expect.stringMatching(/asks for a claim/)],
      [
        'Last year there were fourteen crashes there, and two children were hurt.',
        expect.stringMatching(/first of the 2 pieces of evidence/),
      ],
      ['Some people argue that a guard costs too much money.', expect.stringMatching(/answer an objection/)],
    ]);
  });

  it('says in the summary what is missing: the second piece of evidence and the length', () => {
    expect(check.analysis).toBe(
      'Assignment: asks for a claim (found), 2 pieces of evidence (1 found), an answered objection (found), a conclusion (found), 300 to 800 words (96).',
    );
    expect(check.missing).toEqual([
      'The assignment asks for 2 pieces of evidence and the essay gives 1: add a concrete example, a figure or a source.',
      'The assignment asks for 300 to 800 words, and the essay has 96.',
    ]);
  });

  /** A body paragraph between the same introduction and conclusion, checked for evidence. */
  const evidenceIn = (sentence: string) => {
    const [intro, , , close] = ESSAY.split('\n\n');
    const text = [intro, `The crossing is a problem. ${sentence}`, close].join('\n\n');
    return checkBrief(readDocument(text, nlp, nlp.its), brief(DEMO_INSTRUCTIONS))!
      .candidates.filter((candidate) => candidate.category === 'evidence')
      .map((candidate) => text.slice(candidate.range.start, candidate.range.end).trim());
  };

  it.each([
    'When the city of Ghent closed its centre to cars, the number of cyclists rose by a quarter.',
    'The school in Milltown put bins in every room and halved its waste in a year.',
    'Shops on our high street reported more sales on the one car-free day last summer.',
    'After the crossing opened in the next town, accidents at the school gate fell by half.',
    'Pupils who worked in the garden ate twice as many vegetables, the county health office found.',
  ])('counts a reported change or finding as evidence without a figure: %s', (sentence) => {
    expect(evidenceIn(sentence)).toEqual([sentence]);
  });

  it.each([
    'Cars rush past the gate every morning and the children are frightened.',
    'A crossing would make the walk to school safer for every family in town.',
    'The council should act before someone is badly hurt on that road.',
    'Parents worry about the road, and the teachers worry about it too.',
    'This shows that the road needs a crossing more than anything else.',
  ])('does not count a reason or a feeling as evidence: %s', (sentence) => {
    expect(evidenceIn(sentence)).toEqual([]);
  });

  it('has nothing to say when the assignment asks for none of these', () => {
    expect(checkBrief(readDocument(ESSAY, nlp, nlp.its), brief('Describe your favourite place.'))).toBeNull();
  });
});
