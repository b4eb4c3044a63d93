import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { essayText } from '../submissions/essay-text';
import { sanitizeHtml } from './sanitize';

const corpora = path.resolve(__dirname, '../../../../shared/corpora/xss');
const owasp: { vectors: { vector: string }[] } = JSON.parse(
  readFileSync(path.join(corpora, 'owasp-filter-evasion.json'), 'utf8'),
);
const dompurify: { payload: string }[] = JSON.parse(
  readFileSync(path.join(corpora, 'dompurify-expect.json'), 'utf8'),
);
const vectors = [...owasp.vectors.map((entry) => entry.vector), ...dompurify.map((entry) => entry.payload)];

// Only attributes the browser follows as addresses can run a javascript: URL; a title is just text.
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
];

function dangers(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(element.tagName)) found.push(element.tagName);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName}[${attribute.name}]`);
      const holdsUrl = URL_ATTRIBUTES.includes(attribute.name.toLowerCase());
      if (holdsUrl && /^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value)) {
        found.push(`${element.tagName}[${attribute.name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('keeps the formatting a lesson or an essay needs, tables included', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>calm</em> <a href="https://example.com">link</a>.</p><ul><li>one</li></ul><table><tbody><tr><td>cell</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    [
      'event handlers',
      '<img src="x.png" onerror="alert(1)" onload="alert(2)"><p onclick="alert(3)">x</p>',
      '<img src="x.png"><p>x</p>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ])('removes %s', (_case, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('prefixes ids and names, so user HTML cannot define globals of the page that shows it', () => {
    const html = '<p id="config">Trees <a name="grade" href="https://example.com">cool</a> streets.</p>';
    const clean = sanitizeHtml(html);
    expect(clean).toBe(
      '<p id="user-content-config">Trees <a href="https://example.com" name="user-content-grade">cool</a> streets.</p>',
    );
    // Sanitising stored HTML again (as the browser does before showing it) keeps one prefix.
    expect(sanitizeHtml(clean)).toBe(clean);
    expect(essayText(clean)).toEqual(essayText(html));
  });

  it(`leaves nothing that runs in any of the ${vectors.length} XSS corpus vectors`, () => {
    const failures = vectors
      .map((vector) => ({ vector, found: dangers(sanitizeHtml(vector)) }))
      .filter((result) => result.found.length);
    expect(failures).toEqual([]);
  });
});
