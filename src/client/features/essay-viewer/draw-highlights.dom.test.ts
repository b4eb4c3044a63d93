import { extractPlainText } from '../../../shared/rules/plain-text';
import { type DrawnHighlight, drawHighlights } from './draw-highlights';
import { selectionOffsets } from './selection-offsets';

const ESSAY =
  '<h2>Why cities need trees</h2>' +
  '<p>Shade lowers <em>street</em> temperatures by 5&nbsp;°C. Zoë 🌳 counted them.</p>' +
  '<ul><li>First, cost.</li><li>Second, <strong>health</strong>.</li></ul>';

function essay(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = ESSAY;
  document.body.replaceChildren(root);
  return root;
}

function rangeOf(text: string, quote: string, id: number, number = id, category = 'grammar'): DrawnHighlight {
  const start = text.indexOf(quote);
  return { id, start, end: start + quote.length, number, category };
}

const piecesOf = (root: HTMLElement, id: number) =>
  Array.from(root.querySelectorAll<HTMLElement>(`mark[data-feedback-id="${id}"]`));

describe('drawHighlights: marks over the rendered essay', () => {
  it('wraps a range that crosses inline elements and blocks, piece by piece', () => {
    const root = essay();
    const { text } = extractPlainText(root);
    drawHighlights(root, [
      rangeOf(text, 'lowers street temperatures', 1),
      rangeOf(text, 'cost.\n\nSecond, health', 2),
    ]);

    expect(piecesOf(root, 1).map((piece) => piece.textContent)).toEqual([
      'lowers ',
      'street',
      ' temperatures',
    ]);
    expect(piecesOf(root, 2).map((piece) => piece.textContent)).toEqual(['cost.', 'Second, ', 'health']);
    // Marks are inline: the plain text the offsets count in is unchanged.
    expect(extractPlainText(root).text).toBe(text);
  });

  it('makes the first piece a numbered, named keyboard stop and numbers the last', () => {
    const root = essay();
    const { text } = extractPlainText(root);
    drawHighlights(root, [rangeOf(text, 'cost.\n\nSecond', 7, 3, 'evidence')]);
    const [first, last] = piecesOf(root, 7);
    expect(first).toHaveAttribute('role', 'button');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAccessibleName('Comment 3: Evidence, “cost.”');
    expect(last).not.toHaveAttribute('tabindex');
    expect(last).toHaveAttribute('data-feedback-number', '3');
    expect(first).not.toHaveAttribute('data-feedback-number');
  });

  it("names each piece's category for the pane's colours, unknown ones as grammar, with no style attribute", () => {
    const root = essay();
    const { text } = extractPlainText(root);
    drawHighlights(root, [
      rangeOf(text, 'Zoë 🌳', 1, 1, 'Clarity'),
      rangeOf(text, 'First', 2, 2, 'spelling'),
    ]);
    expect(piecesOf(root, 1)[0]).toHaveAttribute('data-category', 'clarity');
    expect(piecesOf(root, 2)[0]).toHaveAttribute('data-category', 'grammar');
    expect(piecesOf(root, 1)[0].textContent).toBe('Zoë 🌳');
    // The Content Security Policy drops style attributes written as text: the highlight would be yellow.
    expect(root.querySelectorAll('mark[style]')).toHaveLength(0);
  });

  it('wraps several ranges in one text node without moving the others', () => {
    const root = essay();
    const { text } = extractPlainText(root);
    drawHighlights(root, [
      rangeOf(text, 'Shade', 1),
      rangeOf(text, 'temperatures', 2),
      rangeOf(text, 'counted', 3),
    ]);
    expect([1, 2, 3].map((id) => piecesOf(root, id)[0].textContent)).toEqual([
      'Shade',
      'temperatures',
      'counted',
    ]);
  });
});

describe('selectionOffsets: a selection in the essay as plain-text offsets', () => {
  function select(startNode: Node, startOffset: number, endNode: Node, endOffset: number): Range {
    const range = document.createRange();
    range.setStart(startNode, startOffset);
    range.setEnd(endNode, endOffset);
    return range;
  }
  const textNodeWith = (root: Node, fragment: string): Text => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node as Text).data.includes(fragment)) return node as Text;
    }
    throw new Error(`no text node holds ${fragment}`);
  };

  it('maps a selection inside one text node, after an emoji', () => {
    const root = essay();
    const node = textNodeWith(root, 'counted');
    const from = node.data.indexOf('counted');
    const result = selectionOffsets(root, select(node, from, node, from + 7));
    const { text } = extractPlainText(root);
    expect(result).toEqual({
      startIndex: text.indexOf('counted'),
      endIndex: text.indexOf('counted') + 7,
      quote: 'counted',
    });
  });

  it('maps a selection across highlights already drawn, across blocks, to the same offsets', () => {
    const root = essay();
    const { text } = extractPlainText(root);
    drawHighlights(root, [rangeOf(text, 'street temperatures', 1), rangeOf(text, 'cost', 2)]);
    const startNode = textNodeWith(root, 'temperatures');
    const endNode = textNodeWith(root, 'Second');
    const result = selectionOffsets(root, select(startNode, startNode.data.indexOf('eratures'), endNode, 6));
    const start = text.indexOf('eratures');
    const end = text.indexOf('Second') + 6;
    expect(result).toEqual({ startIndex: start, endIndex: end, quote: text.slice(start, end) });
    expect(result?.quote).toContain('cost.\n\nSecond');
  });

  it('maps boundaries between elements and trims whitespace at the edges', () => {
    const root = essay();
    const { text } = extractPlainText(root);
    const list = root.querySelector('ul') as HTMLUListElement;
    // From before the first list item to after the last: the whole list, without the blank lines around.
    const result = selectionOffsets(root, select(list, 0, list, list.childNodes.length));
    const start = text.indexOf('First');
    expect(result).toEqual({ startIndex: start, endIndex: text.length, quote: text.slice(start) });
  });

  it('clamps a selection that runs past the essay, and ignores one of only whitespace', () => {
    const root = essay();
    const outside = document.createElement('p');
    outside.textContent = 'After the essay';
    document.body.append(outside);
    const { text } = extractPlainText(root);
    const node = textNodeWith(root, 'health');
    expect(selectionOffsets(root, select(node, 0, outside.firstChild as Text, 5))).toEqual({
      startIndex: text.indexOf('health'),
      endIndex: text.length,
      quote: 'health.',
    });
    const spaced = textNodeWith(root, 'Shade lowers');
    const gap = spaced.data.indexOf(' ');
    expect(selectionOffsets(root, select(spaced, gap, spaced, gap + 1))).toBeNull();
    expect(
      selectionOffsets(root, select(outside.firstChild as Text, 0, outside.firstChild as Text, 5)),
    ).toBeNull();
  });
});
