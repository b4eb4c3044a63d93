import { ESSAYS } from '../../../../test/server/feedback-essays';
import { FEEDBACK_CATEGORIES, SEVERITIES } from '../../../shared/contract/feedback';
import { countWords } from '../../../shared/rules/words';
import type { EngineDraft } from '../draft';
import { FeedbackEnginePool } from './engine-pool';

let engine: FeedbackEnginePool;
beforeAll(() => {
  // At the server's default nice value the other test files on a busy machine starve the thread.
  engine = new FeedbackEnginePool(1, { nice: 0 });
});
afterAll(() => engine.close());

/** Starting the thread and loading harper's WebAssembly takes seconds on a busy machine. */
const SLOW = 120_000;

function expectWellFormed(text: string, draft: EngineDraft) {
  for (const item of draft.items) {
    expect(text.slice(item.startIndex, item.endIndex)).toBe(item.quote);
    expect(item.quote.trim()).not.toBe('');
    expect(item.quote.length).toBeLessThanOrEqual(300);
    expect(FEEDBACK_CATEGORIES).toContain(item.category);
    expect(SEVERITIES).toContain(item.severity);
    expect(item.comment.trim()).not.toBe('');
    expect(item.suggestion.trim()).not.toBe('');
  }
  const ordered = [...draft.items].sort((a, b) => a.startIndex - b.startIndex);
  for (let i = 1; i < ordered.length; i++)
    expect(ordered[i].startIndex).toBeGreaterThanOrEqual(ordered[i - 1].endIndex);
  expect(draft.items.length).toBeLessThanOrEqual(40);
  expect(draft).toMatchObject({ engine: 'rules', dropped: 0 });
  expect(draft.engineVersion).toMatch(/^rules-\d+ \(harper\.js \d+\.\d+\.\d+, .*write-good/);
  expect(draft.summary.overall_feedback).not.toBe('');
  expect(draft.summary.encouragement).not.toBe('');
  expect(draft.generalFeedback).toContain(draft.summary.overall_feedback);
}

const itemsOf = async (text: string) => (await engine.analyse(text)).items;

describe('every draft the rules engine returns', () => {
  it.each(Object.entries(ESSAYS).filter(([name]) => name !== 'empty'))(
    'is anchored exactly and fully filled in: %s',
    async (_, text) => {
      const draft = await engine.analyse(text);
      expectWellFormed(text, draft);
      expect(Number.isInteger(draft.suggestedGrade)).toBe(true);
      expect(draft.suggestedGrade).toBeGreaterThanOrEqual(0);
      expect(draft.suggestedGrade).toBeLessThanOrEqual(100);
      expect(draft.summary.detailed_analysis.length).toBeGreaterThan(0);
      expect(draft.summary.strengths.length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('has no items and no grade for an empty essay, but still a summary', async () => {
    const draft = await engine.analyse(ESSAYS.empty);
    expectWellFormed('', draft);
    expect(draft.items).toEqual([]);
    expect(draft.suggestedGrade).toBeNull();
  });

  it.each(Object.entries(ESSAYS).filter(([name]) => name !== 'empty'))(
    'counts in its summary the grammar comments it makes, and the words as the header does: %s',
    async (_, text) => {
      const { items, summary } = await engine.analyse(text);
      const comments = items.filter((item) => item.category === 'grammar').length;
      const grammarLine = summary.detailed_analysis[0];
      if (comments === 0) expect(grammarLine).toBe('Grammar and spelling: no issues found.');
      else expect(grammarLine).toMatch(new RegExp(`^Grammar and spelling: ${comments} issues? found`));
      expect(summary.overall_feedback).toContain(`runs to ${countWords(text)} word`);
    },
    SLOW,
  );

  it('grades a developed essay above a two-sentence answer', async () => {
    const [long, short] = [
      await engine.analyse(ESSAYS['long, several paragraphs']),
      await engine.analyse(ESSAYS.short),
    ];
    expect(long.suggestedGrade).toBeGreaterThan(short.suggestedGrade!);
  });

  it('grades a sound essay within its assignment’s word range as proficient, whatever its length', async () => {
    const brief = (instructions: string) => ({ instructions, minWords: null, maxWords: null, criteria: [] });
    const grade = async (instructions?: string) =>
      (await engine.analyse(SOUND_SHORT_ESSAY, { brief: instructions ? brief(instructions) : undefined }))
        .suggestedGrade!;
    const [alone, withinRange, belowRange] = [
      await grade(),
      await grade('Write a persuasive essay of 100 to 400 words.'),
      await grade('Write a persuasive essay of 300 to 500 words.'),
    ];
    expect(withinRange).toBeGreaterThanOrEqual(80);
    expect(withinRange).toBeGreaterThan(alone);
    expect(belowRange).toBe(alone);
  });
});

/** About 130 words without an error: short beside the timed essays the grade model was fitted on. */
const SOUND_SHORT_ESSAY = `Our school library should stay open until six o'clock on weekdays. Many students have nowhere quiet to work after lessons, and the library already has the books, desks and computers they need.

A survey of our year found that most students would use the library after school if it stayed open. Several of them share a small room with younger brothers or sisters, so reading at home is hard.

Some teachers worry about the cost of keeping staff late. This is a fair concern, but parent volunteers have offered to help, and the extra hours would cost far less than a new study centre.

Longer opening hours would give every student a calm place to read and revise. The governors should approve the change this term.`;

describe('what the rules engine finds', () => {
  it('reports a misspelling as grammar with the correction', async () => {
    const text = 'I beleive that homework helps students remember what they learn.';
    expect(await itemsOf(text)).toContainEqual(
      expect.objectContaining({
        quote: 'beleive',
        category: 'grammar',
        suggestion: expect.stringContaining('“believe”'),
      }),
    );
  });

  it('accepts British spellings as well as American ones', async () => {
    const text =
      'The town centre changed colour when the council organised a festival. Kilometres of lights.';
    const quotes = (await itemsOf(text))
      .filter((item) => item.category === 'grammar')
      .map((item) => item.quote);
    expect(quotes).not.toEqual(expect.arrayContaining(['centre']));
    expect(quotes.filter((quote) => /centre|colour|organised|Kilometres/.test(quote))).toEqual([]);
  });

  it('anchors findings after emoji and accents on the right characters', async () => {
    const items = await itemsOf(ESSAYS['emoji and accents']);
    expect(items).toContainEqual(expect.objectContaining({ quote: 'Thier', category: 'grammar' }));
  });

  it('notes a passive sentence as style or clarity', async () => {
    const items = await itemsOf('The window was broken by the students during the game. Nobody admitted it.');
    const passive = items.find((item) => item.quote.includes('was broken'));
    expect(['style', 'clarity']).toContain(passive?.category);
  });

  it('asks for paragraphs when the essay is one long block', async () => {
    const text = ESSAYS['one paragraph'];
    const structure = (await itemsOf(text)).find((item) => item.category === 'structure');
    expect(structure).toMatchObject({ severity: 'high' });
    expect(text.indexOf('.')).toBeGreaterThanOrEqual(structure!.endIndex - 1);
  });

  it('questions a claim made without support', async () => {
    const text = 'Everyone knows that social media is harmful to teenagers. It should be banned in schools.';
    const claim = (await itemsOf(text)).find(
      (item) => item.category === 'argument' || item.category === 'evidence',
    );
    expect(claim?.startIndex).toBeLessThan(text.indexOf('.'));
  });

  it('does not let the comments on one passage overlap', async () => {
    const text = 'In conclusion i thinks that there dogs is more better then cats, and everyone knows it.';
    expectWellFormed(text, await engine.analyse(text));
  });
});
