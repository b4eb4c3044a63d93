import { type DerivedLine, followDecisions, proofreadLine } from './summary-lines';

const derived: DerivedLine[] = [
  { list: 'areas_for_improvement', line: proofreadLine(3), items: [1, 2, 3], position: 0 },
  { list: 'areas_for_improvement', line: 'Qualify sweeping claims.', items: [4], position: 1 },
];
const engineLists = {
  strengths: ['Clear claim.'],
  areas_for_improvement: [proofreadLine(3), 'Qualify sweeping claims.', 'Split long sentences.'],
};
const none = new Set<number>();

describe('summary lines that follow the comments they sum up', () => {
  it('counts only the comments still standing', () => {
    expect(followDecisions(engineLists, derived, none, new Set([2])).areas_for_improvement[0]).toBe(
      'Proofread for grammar and spelling: 2 slips are marked in the essay.',
    );
  });

  it('drops a line once all its comments are rejected, and brings it back to its place after an accept', () => {
    const rejected = new Set([4]);
    const without = followDecisions(engineLists, derived, none, rejected);
    expect(without.areas_for_improvement).toEqual([proofreadLine(3), 'Split long sentences.']);
    expect(followDecisions(without, derived, rejected, none).areas_for_improvement).toEqual(
      engineLists.areas_for_improvement,
    );
  });

  it('leaves a line the instructor rewrote alone', () => {
    const edited = {
      ...engineLists,
      areas_for_improvement: ['Proofread carefully, please.', 'Qualify sweeping claims.'],
    };
    expect(followDecisions(edited, derived, none, new Set([1, 2, 3])).areas_for_improvement).toEqual(
      edited.areas_for_improvement,
    );
  });

  it('changes nothing when the decisions are what the lists already follow', () => {
    const rejected = new Set([4]);
    const without = followDecisions(engineLists, derived, none, rejected);
    expect(followDecisions(without, derived, none, rejected)).toEqual(without);
  });
});
