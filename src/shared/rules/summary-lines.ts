import { type CommentOnEssay, GRAMMAR_CATEGORIES, standingIn } from './rubric-suggestions';

/**
 * Summary lines drawn from comments (design: the contract's structured feedback, `line_items`): a line
 * such as "Proofread for grammar and spelling: 4 slips are marked in the essay." stands for the comments
 * it sums up, so it leaves the summary when the instructor rejects all of them, comes back when one is
 * accepted again, and its count follows the grammar comments still standing.
 */
export type SummaryList = 'strengths' | 'areas_for_improvement';

export interface DerivedLine {
  list: SummaryList;
  /** The line as the engine wrote it, with every one of its comments standing. */
  line: string;
  /** The feedback items it sums up. */
  items: number[];
  /** Where the engine put it in its list, so that a line that comes back goes back there. */
  position: number;
}

export type SummaryLists = Record<SummaryList, string[]>;

export const proofreadLine = (count: number) =>
  `Proofread for grammar and spelling: ${count} ${count === 1 ? 'slip is' : 'slips are'} marked in the essay.`;

/** A comment on the essay as the lines follow it: the engine's or one the instructor added. */
export interface CommentState extends CommentOnEssay {
  id: number;
}

/**
 * The line as it reads with the comments as they stand; null once none it sums up is left. `null`
 * comments stand for the draft as the engine wrote it.
 *
 * The proofreading line counts every standing grammar comment, the instructor's own too: it tells the
 * student how many slips are marked in the essay, and the rubric's Conventions suggestion counts the
 * same comments, so the two numbers agree. The other lines sum up only the engine's comments.
 */
function lineWith(derived: DerivedLine, comments: readonly CommentState[] | null): string | null {
  if (comments === null) return derived.line;
  if (derived.line === proofreadLine(derived.items.length)) {
    const count = standingIn(comments, GRAMMAR_CATEGORIES);
    return count === 0 ? null : proofreadLine(count);
  }
  const rejected = new Set(comments.filter((comment) => comment.decision === 'rejected').map(({ id }) => id));
  return derived.items.some((id) => !rejected.has(id)) ? derived.line : null;
}

/**
 * The lists after the comments changed from `before` (null: as the engine drafted them) to `now`. Only
 * a line that still reads as the engine wrote it is touched: once the instructor rewrites a line, it is
 * theirs.
 */
export function followDecisions<Lists extends SummaryLists>(
  lists: Lists,
  derived: readonly DerivedLine[],
  before: readonly CommentState[] | null,
  now: readonly CommentState[],
): Lists {
  const next = {
    ...lists,
    strengths: [...lists.strengths],
    areas_for_improvement: [...lists.areas_for_improvement],
  };
  for (const line of derived) {
    const [was, is] = [lineWith(line, before), lineWith(line, now)];
    if (was === is) continue;
    const list = next[line.list];
    const at = was === null ? -1 : list.indexOf(was);
    if (is === null) {
      if (at >= 0) list.splice(at, 1);
    } else if (at >= 0) list[at] = is;
    else if (was === null && !list.includes(is)) list.splice(Math.min(line.position, list.length), 0, is);
  }
  return next;
}
