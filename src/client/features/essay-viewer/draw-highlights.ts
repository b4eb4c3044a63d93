import { extractPlainText, type PlainText } from '../../../shared/rules/plain-text';
import type { PlacedHighlight } from '../../lib/anchoring';
import { categoryIn, VIEWER_CATEGORIES, type ViewerCategory } from './viewer-palette';

/** A placed highlight with what the student sees of it: its comment's number and category. */
export interface DrawnHighlight extends PlacedHighlight {
  number: number;
  category: string;
  /** The earlier version a carried comment was written on; it is marked "v1" rather than numbered. */
  carriedFrom?: number;
}

interface Piece {
  node: Text;
  from: number;
  to: number;
  highlight: DrawnHighlight;
  first: boolean;
  last: boolean;
}

/** The parts of each text node that a highlight covers; a highlight may cross nodes and blocks. */
function piecesOf({ segments }: PlainText, highlights: readonly DrawnHighlight[]): Piece[] {
  const pieces: Piece[] = [];
  let next = 0;
  for (const highlight of [...highlights].sort((a, b) => a.start - b.start)) {
    while (next < segments.length && segments[next].start + segments[next].length <= highlight.start) next++;
    const own: Piece[] = [];
    for (let at = next; at < segments.length && segments[at].start < highlight.end; at++) {
      const { node, start, length } = segments[at];
      const from = Math.max(highlight.start, start) - start;
      const to = Math.min(highlight.end, start + length) - start;
      if (node && to > from) own.push({ node, from, to, highlight, first: false, last: false });
    }
    if (own.length === 0) continue;
    own[0].first = true;
    own[own.length - 1].last = true;
    pieces.push(...own);
  }
  return pieces;
}

function markFor(
  document: Document,
  piece: Piece,
  text: string,
  palette: readonly ViewerCategory[],
): HTMLElement {
  const { highlight, first, last } = piece;
  const category = categoryIn(palette, highlight.category);
  const carried = highlight.carriedFrom !== undefined;
  const mark = document.createElement('mark');
  mark.setAttribute('data-feedback-id', String(highlight.id));
  // The colour comes from the pane's styles by this name: our CSP drops style attributes written as text.
  mark.setAttribute('data-category', category.name);
  if (first) {
    // One stop per comment for the keyboard; its name says which comment and keeps the text readable.
    mark.setAttribute('tabindex', '0');
    mark.setAttribute('role', 'button');
    const label = carried
      ? `Comment from version ${highlight.carriedFrom}: ${category.label}`
      : `Comment ${highlight.number}: ${category.label}`;
    mark.setAttribute('aria-label', text.trim() ? `${label}, “${text.trim()}”` : label);
  }
  if (carried) mark.setAttribute('data-carried', '');
  // The number is drawn by CSS after the last piece, so the essay's own text stays unchanged.
  if (last)
    mark.setAttribute(
      'data-feedback-number',
      carried ? `v${highlight.carriedFrom}` : String(highlight.number),
    );
  mark.append(text);
  return mark;
}

/** Replaces one text node with its text cut into plain runs and marked pieces, in one change. */
function wrapNode(node: Text, pieces: Piece[], palette: readonly ViewerCategory[]): void {
  const document = node.ownerDocument;
  const replacement = document.createDocumentFragment();
  let at = 0;
  for (const piece of pieces) {
    if (piece.from > at) replacement.append(node.data.slice(at, piece.from));
    replacement.append(markFor(document, piece, node.data.slice(piece.from, piece.to), palette));
    at = piece.to;
  }
  if (at < node.data.length) replacement.append(node.data.slice(at));
  node.parentNode?.replaceChild(replacement, node);
}

/**
 * Wraps each highlight's pieces in <mark data-feedback-id> elements. Marks are inline, so the plain
 * text of `root` (and every offset in it) is the same before and after. `plain` is the root's plain
 * text when the caller has just computed it; `palette` names and colours the categories.
 */
export function drawHighlights(
  root: Node,
  highlights: readonly DrawnHighlight[],
  plain: PlainText = extractPlainText(root),
  palette: readonly ViewerCategory[] = VIEWER_CATEGORIES,
): void {
  const byNode = new Map<Text, Piece[]>();
  for (const piece of piecesOf(plain, highlights)) {
    const own = byNode.get(piece.node);
    if (own) own.push(piece);
    else byNode.set(piece.node, [piece]);
  }
  for (const [node, pieces] of byNode) wrapNode(node, pieces, palette);
}
