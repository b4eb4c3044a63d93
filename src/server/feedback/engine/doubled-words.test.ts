import writeGood from 'write-good';
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
