import type { Rubric } from '../contract/rubrics';
import { type CommentOnEssay, levelSuggestions } from './rubric-suggestions';

const fourLevels = (base: number) =>
  [4, 3, 2, 1].map((points) => ({ id: base + points, title: `${points}`, description: '', points }));
const rubric: Rubric = {
  criteria: ['Claim', 'Evidence', 'Organization', 'Conventions'].map((title, index) => ({
    id: index + 1,
    title,
    description: '',
    points: 4,
    levels: fourLevels(10 * (index + 1)),
  })),
};
const comments = (category: string, count: number, decision: CommentOnEssay['decision'] = 'pending') =>
  Array.from({ length: count }, () => ({ category, decision }));
const suggested = (found: CommentOnEssay[], words = 400) =>
  Object.fromEntries(
    [...levelSuggestions(rubric, found, words)].map(([id, suggestion]) => [
      rubric.criteria.find((criterion) => criterion.id === id)!.title,
      [suggestion.levelId % 10, suggestion.reason],
    ]),
  );

describe('the levels the engine suggests', () => {
  it('suggests only for criteria its comments speak to, never for the claim', () => {
    expect(Object.keys(suggested([]))).toEqual(['Evidence', 'Organization', 'Conventions']);
  });

  it.each([
    { grammar: 0, words: 400, level: 4, reason: 'No grammar comment in 400 words.' },
    { grammar: 1, words: 400, level: 4, reason: '1 grammar comment (0.3 per 100 words) in 400 words.' },
    { grammar: 2, words: 400, level: 3, reason: '2 grammar comments (0.5 per 100 words) in 400 words.' },
    { grammar: 6, words: 400, level: 2, reason: '6 grammar comments (1.5 per 100 words) in 400 words.' },
    { grammar: 12, words: 400, level: 1, reason: '12 grammar comments (3.0 per 100 words) in 400 words.' },
    { grammar: 6, words: 1200, level: 3, reason: '6 grammar comments (0.5 per 100 words) in 1200 words.' },
  ])(
    'judges conventions per 100 words: $grammar in $words gives level $level',
    ({ grammar, words, level, reason }) => {
      expect(suggested(comments('grammar', grammar), words).Conventions).toEqual([level, reason]);
    },
  );

  it('judges organization and evidence per essay', () => {
    const found = [...comments('structure', 2), ...comments('evidence', 1)];
    expect(suggested(found).Organization).toEqual([2, '2 structure comments on this essay.']);
    expect(suggested(found).Evidence).toEqual([3, '1 evidence comment on this essay.']);
  });

  it('leaves out the comments the instructor rejected', () => {
    const found = [...comments('grammar', 12, 'rejected'), ...comments('grammar', 1, 'accepted')];
    expect(suggested(found).Conventions[0]).toBe(4);
  });

  it('never goes below the lowest level a criterion has', () => {
    const twoLevels: Rubric = {
      criteria: [
        { id: 1, title: 'Grammar and usage', description: '', points: 2, levels: fourLevels(0).slice(2) },
      ],
    };
    const [suggestion] = [...levelSuggestions(twoLevels, comments('grammar', 40), 100).values()];
    expect(suggestion.levelId).toBe(1);
  });
});
