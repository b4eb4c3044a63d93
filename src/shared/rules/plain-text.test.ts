import { JSDOM } from 'jsdom';
import { extractPlainText } from './plain-text';
import { countWords } from './words';

const textOf = (html: string) => extractPlainText(JSDOM.fragment(html)).text;

describe('the plain text of an essay', () => {
  it.each([
    ['paragraphs are separated by a blank line', '<p>One.</p><p>Two.</p>', 'One.\n\nTwo.'],
    ['inline marks add nothing', '<p>A <strong>bold</strong> <em>claim</em>.</p>', 'A bold claim.'],
    ['headings and list items are blocks', '<h2>Title</h2><ul><li>a</li><li>b</li></ul>', 'Title\n\na\n\nb'],
    ['a list item holding a paragraph is one block', '<ol><li><p>first</p></li></ol>', 'first'],
    ['empty paragraphs are left out', '<p>a</p><p></p><p> </p><p>b</p>', 'a\n\nb'],
    ['a line break is a newline', '<p>line<br>next</p>', 'line\nnext'],
    ['whitespace between blocks is ignored', '<p>a</p>\n  <p>b</p>', 'a\n\nb'],
    ['text outside any block is a block of its own', 'plain words', 'plain words'],
    ['each whitespace character stays one character', '<p>a\tb\nc</p>', 'a b c'],
  ])('%s', (_case, html, expected) => {
    expect(textOf(html)).toBe(expected);
  });

  it('maps every segment back to its text node at the right offset', () => {
    const fragment = JSDOM.fragment('<p>Hello <em>there</em></p><p>again</p>');
    const { text, segments } = extractPlainText(fragment);
    for (const segment of segments) {
      expect(text.slice(segment.start, segment.start + segment.length)).toBe(segment.node?.data);
    }
    expect(segments.map((segment) => segment.start)).toEqual([0, 6, 13]);
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['two  words', 2],
    ['across\n\nblocks here', 3],
    ["it's hyphen-ated", 2],
  ])('%j has %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});
