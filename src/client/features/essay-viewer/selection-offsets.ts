import { extractPlainText, type TextSegment } from '../../../shared/rules/plain-text';

export interface TextSelection {
  startIndex: number;
  endIndex: number;
  quote: string;
}

type Side = 'start' | 'end';

/** The plain-text offset of a boundary point, by the text nodes around it (inserted marks add none). */
function offsetOf(segments: TextSegment[], textLength: number, node: Node, offset: number, side: Side) {
  const own =
    node.nodeType === Node.TEXT_NODE ? segments.find((segment) => segment.node === node) : undefined;
  if (own) return own.start + Math.min(offset, own.length);
  const point = node.ownerDocument?.createRange();
  if (!point) return side === 'start' ? textLength : 0;
  point.setStart(node, offset);
  const texts = segments.filter((segment) => segment.node);
  if (side === 'start') {
    // A point between nodes starts at the next text, so the blank line between blocks is not taken.
    const after = texts.find((segment) => point.comparePoint(segment.node as Text, 0) >= 0);
    return after ? after.start : textLength;
  }
  const before = texts.findLast((segment) => {
    const text = segment.node as Text;
    return point.comparePoint(text, text.length) <= 0;
  });
  return before ? before.start + before.length : 0;
}

/** A boundary outside the essay is moved to the essay's nearer edge. */
function clampToRoot(root: Node, node: Node, offset: number): [Node, number] {
  if (root === node || root.contains(node)) return [node, offset];
  const precedes = root.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING;
  return precedes ? [root, 0] : [root, root.childNodes.length];
}

const isSpace = (character: string | undefined) => character !== undefined && /\s/u.test(character);

/**
 * Where a selection in the rendered essay lies in its plain text (design: the contract), so that a
 * comment made on it carries the same offsets the server computes. Surrounding whitespace is dropped;
 * null when nothing but whitespace is selected.
 */
export function selectionOffsets(root: Node, range: Range): TextSelection | null {
  const { text, segments } = extractPlainText(root);
  const [startNode, startOffset] = clampToRoot(root, range.startContainer, range.startOffset);
  const [endNode, endOffset] = clampToRoot(root, range.endContainer, range.endOffset);
  let start = offsetOf(segments, text.length, startNode, startOffset, 'start');
  let end = offsetOf(segments, text.length, endNode, endOffset, 'end');
  while (start < end && isSpace(text[start])) start++;
  while (end > start && isSpace(text[end - 1])) end--;
  if (end <= start) return null;
  return { startIndex: start, endIndex: end, quote: text.slice(start, end) };
}
