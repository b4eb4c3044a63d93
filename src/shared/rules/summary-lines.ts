/**
 * Summary lines drawn from comments (design: the contract's structured feedback, `line_items`): a line
 * such as "Proofread for grammar and spelling: 4 slips are marked in the essay." stands for the comments
 * it sums up, so it leaves the summary when the instructor rejects all of them, comes back when one is
 * accepted again, and its count follows the comments still standing.
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

/** The line as it reads while `standing` of its comments are not rejected; null once none is. */
function lineWith(derived: DerivedLine, standing: number): string | null {
  if (standing === 0) return null;
  return derived.line === proofreadLine(derived.items.length) ? proofreadLine(standing) : derived.line;
}

/**
 * The lists after the rejected comments changed from `before` to `now`. Only a line that still reads as
 * the engine wrote it is touched: once the instructor rewrites a line, it is theirs.
 */
export function followDecisions<Lists extends SummaryLists>(
  lists: Lists,
  derived: readonly DerivedLine[],
  before: ReadonlySet<number>,
  now: ReadonlySet<number>,
): Lists {
  const next = {
    ...lists,
    strengths: [...lists.strengths],
    areas_for_improvement: [...lists.areas_for_improvement],
  };
  for (const line of derived) {
    const standing = (rejected: ReadonlySet<number>) => line.items.filter((id) => !rejected.has(id)).length;
    const [was, is] = [lineWith(line, standing(before)), lineWith(line, standing(now))];
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
