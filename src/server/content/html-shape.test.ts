import { HTML_LIMITS, htmlShapeProblem } from './html-shape';

const nested = (tag: string, depth: number) => `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}`;
const over = HTML_LIMITS.depth + 1;

describe('htmlShapeProblem', () => {
  it.each([
    [
      'an essay from the editor',
      '<h2>Trees</h2><p>Trees <strong>cool</strong> the <em>streets</em>.</p><ul><li><p>one</p><ul><li>two</li></ul></li></ul>',
    ],
    ['a table', '<table><tbody><tr><td><p>cell</p></td><td>cell</td></tr></tbody></table>'],
    ['nesting just within the limit', nested('div', HTML_LIMITS.depth)],
    ['line breaks and images, which hold nothing', '<p>a<br>b<img src="x.png"></p>'.repeat(2000)],
    [
      'paragraphs and list items left open, which close each other',
      `${'<p>a'.repeat(500)}<ul>${'<li>b'.repeat(500)}</ul>`,
    ],
    ['table cells left open', `<table>${'<tr><td>a<td>b'.repeat(500)}</table>`],
    ['markup inside a style element, which is text', `<style>${'<div>'.repeat(500)}</style><p>ok</p>`],
    ['plain text with stray angle brackets', '1 < 2 and 3 > 2, <3 '.repeat(5000)],
  ])('accepts %s', (_case, html) => {
    expect(htmlShapeProblem(html)).toBeNull();
  });

  it.each([
    ['nested divs', nested('div', over)],
    ['nested bold text', '<b>'.repeat(125_000)],
    ['end tags hidden in quoted attributes', '<div title="</div>">'.repeat(over)],
    ['end tags hidden in quoted attributes after spaces', "<div title = '</div>'>".repeat(over)],
    ['end tags hidden in comments', '<div><!-- </div> -->'.repeat(over)],
    ['end tags that an <object> keeps out', '<div><object></div>'.repeat(over)],
    ['end tags of the body, which close nothing', `<body>${'<div>'.repeat(60)}</body>${'<div>'.repeat(60)}`],
    ['a style element inside SVG, whose content is markup', `<svg><style>${'<g>'.repeat(over)}`],
    ['a quote that is an attribute name, not a value', `<div ="${'<div>'.repeat(over)}">`],
  ])('finds %s too deep', (_case, html) => {
    expect(htmlShapeProblem(html)).toBe('tooDeep');
  });

  it('finds more tags than the limit', () => {
    expect(htmlShapeProblem('<b>w</b> '.repeat(HTML_LIMITS.tags + 1))).toBe('tooManyTags');
    expect(htmlShapeProblem('<b>w</b> '.repeat(HTML_LIMITS.tags))).toBeNull();
  });

  it('refuses more attributes than a text needs: on one tag, in all, or in what they add up to', () => {
    const tagWith = (count: number) =>
      `<p ${Array.from({ length: count }, (_, k) => `data-a${k}="x"`).join(' ')}>Trees</p>`;
    expect(htmlShapeProblem(tagWith(HTML_LIMITS.attributesPerTag + 1))).toBe('tooManyAttributes');
    expect(htmlShapeProblem(tagWith(HTML_LIMITS.attributesPerTag))).toBeNull();
    // Attributes written without values, or bare after a slash, count too.
    expect(htmlShapeProblem(`<p ${'b '.repeat(70)}/>`)).toBe('tooManyAttributes');
    const links = (count: number, href: string) => `<a href="${href}" title="t">link</a> `.repeat(count);
    expect(htmlShapeProblem(links(HTML_LIMITS.attributes / 2 + 1, '/x'))).toBe('tooManyAttributes');
    expect(htmlShapeProblem(links(900, `/${'p'.repeat(120)}`))).toBe('tooManyAttributes');
    // An editor's essay: a few links and marks among a few thousand words.
    const essay = `<h2>Trees</h2>${'<p>Trees <strong>cool</strong> the <a href="https://example.org/shade" rel="noopener">streets</a>.</p>'.repeat(300)}`;
    expect(htmlShapeProblem(essay)).toBeNull();
  });
});
