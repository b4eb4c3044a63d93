/**
 * The plain text of a submission (design: the contract). Offsets in feedback count UTF-16 code units
 * in this text: the text of each block (paragraph, heading, list item…) with a blank line between
 * blocks. Every character of a text node maps to exactly one character here (whitespace becomes a
 * space), so the viewer can map offsets back onto the rendered essay through `segments`.
 */
const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

export interface TextSegment {
  /** The DOM text node, or null for a line break that a <br> contributes. */
  node: Text | null;
  /** Offset of the node's first character in the plain text. */
  start: number;
  length: number;
}

export interface PlainText {
  text: string;
  segments: TextSegment[];
}

interface Block {
  parts: Array<{ node: Text | null; value: string }>;
}

function isBlank(block: Block): boolean {
  return block.parts.every((part) => part.value.trim() === '');
}

export function extractPlainText(root: Node): PlainText {
  const blocks: Block[] = [];
  let current: Block = { parts: [] };
  const flush = () => {
    if (!isBlank(current)) blocks.push(current);
    current = { parts: [] };
  };
  const visit = (node: Node) => {
    if (node.nodeType === TEXT_NODE) {
      const text = node as Text;
      current.parts.push({ node: text, value: text.data.replace(/\s/gu, ' ') });
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toUpperCase();
    if (tag === 'BR') {
      current.parts.push({ node: null, value: '\n' });
      return;
    }
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return;
    const block = BLOCK_TAGS.has(tag);
    if (block) flush();
    for (const child of Array.from(node.childNodes)) visit(child);
    if (block) flush();
  };
  for (const child of Array.from(root.childNodes)) visit(child);
  flush();

  let text = '';
  const segments: TextSegment[] = [];
  blocks.forEach((block, index) => {
    if (index > 0) text += '\n\n';
    for (const part of block.parts) {
      segments.push({ node: part.node, start: text.length, length: part.value.length });
      text += part.value;
    }
  });
  return { text, segments };
}
