import { levelSuggestions } from './rubric-suggestions';
import { type CommentState, type DerivedLine, followDecisions, proofreadLine } from './summary-lines';

const derived: DerivedLine[] = [
  { list: 'areas_for_improvement', line: proofreadLine(3), items: [1, 2, 3], position: 0 },
  { list: 'areas_for_improvement', line: 'Qualify sweeping claims.', items: [4], position: 1 },
];
const engineLists = {
  strengths: ['Clear claim.'],
  areas_for_improvement: [proofreadLine(3), 'Qualify sweeping claims.', 'Split long sentences.'],
};

/** The engine's comments 1–3 (grammar) and 4 (argument), the ones listed rejected, the rest pending. */
const engineComments = (...rejected: number[]): CommentState[] =>
  [1, 2, 3, 4].map((id) => ({
    id,
    category: id === 4 ? 'argument' : 'grammar',
    decision: rejected.includes(id) ? 'rejected' : 'pending',
  }));
/** Comments the instructor added themselves, from id 100 on. */
const ownComments = (count: number, category = 'grammar', decision: CommentState['decision'] = 'accepted') =>
  Array.from({ length: count }, (_, index) => ({ id: 100 + index, category, decision }));
const none = engineComments();

describe('summary lines that follow the comments they sum up', () => {
  it('counts only the comments still standing', () => {
    expect(followDecisions(engineLists, derived, none, engineComments(2)).areas_for_improvement[0]).toBe(
      'Proofread for grammar and spelling: 2 slips are marked in the essay.',
    );
  });

  it('drops a line once all its comments are rejected, and brings it back to its place after an accept', () => {
    const rejected = engineComments(4);
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
    expect(followDecisions(edited, derived, none, engineComments(1, 2, 3)).areas_for_improvement).toEqual(
      edited.areas_for_improvement,
    );
  });

  it('changes nothing when the decisions are what the lists already follow', () => {
    const rejected = engineComments(4);
    const without = followDecisions(engineLists, derived, null, rejected);
    expect(followDecisions(without, derived, null, rejected)).toEqual(without);
  });
});

describe("the proofreading line's count", () => {
  const five: DerivedLine[] = [
    { list: 'areas_for_improvement', line: proofreadLine(5), items: [1, 2, 3, 4, 5], position: 0 },
  ];
  const fiveLists = { strengths: [], areas_for_improvement: [proofreadLine(5)] };
  const engineFive = (...rejected: number[]): CommentState[] =>
    [1, 2, 3, 4, 5].map((id) => ({
      id,
      category: 'grammar',
      decision: rejected.includes(id) ? 'rejected' : 'accepted',
    }));

  it("counts the instructor's own grammar comments beside the engine's that stand", () => {
    const comments = [...engineFive(3), ...ownComments(2)];
    expect(followDecisions(fiveLists, five, null, comments).areas_for_improvement).toEqual([
      'Proofread for grammar and spelling: 6 slips are marked in the essay.',
    ]);
  });

  it('follows the instructor adding a grammar comment, and leaves out their comments in other categories', () => {
    const before = engineFive(3);
    const after = [
      ...before,
      ...ownComments(1),
      ...ownComments(2, 'style').map((c, i) => ({ ...c, id: 200 + i })),
    ];
    expect(followDecisions(fiveLists, five, null, before).areas_for_improvement).toEqual([proofreadLine(4)]);
    expect(
      followDecisions({ ...fiveLists, areas_for_improvement: [proofreadLine(4)] }, five, before, after),
    ).toEqual({ strengths: [], areas_for_improvement: [proofreadLine(5)] });
  });

  it('keeps a rejected comment of the instructor out', () => {
    const comments = [...engineFive(), ...ownComments(2, 'grammar', 'rejected')];
    expect(followDecisions(fiveLists, five, null, comments)).toEqual(fiveLists);
  });

  it("stays while the instructor's own grammar comments stand, though every one of the engine's is rejected", () => {
    const comments = [...engineFive(1, 2, 3, 4, 5), ...ownComments(1)];
    expect(followDecisions(fiveLists, five, null, comments).areas_for_improvement).toEqual([
      'Proofread for grammar and spelling: 1 slip is marked in the essay.',
    ]);
  });

  it("agrees with the rubric's Conventions suggestion on the same comments", () => {
    // An engine comment the instructor moved to another category is no longer a grammar comment.
    const comments = [
      ...engineFive(3).map((c) => (c.id === 5 ? { ...c, category: 'style' } : c)),
      ...ownComments(2),
    ];
    const rubric = {
      criteria: [
        {
          id: 1,
          title: 'Conventions',
          description: '',
          points: 4,
          levels: [{ id: 1, title: '4', description: '', points: 4 }],
        },
      ],
    };
    const reason = levelSuggestions(rubric, comments, 400).get(1)?.reason;
    expect(reason).toMatch(/^5 grammar comments /);
    expect(followDecisions(fiveLists, five, null, comments).areas_for_improvement).toEqual([
      proofreadLine(5),
    ]);
  });
});
