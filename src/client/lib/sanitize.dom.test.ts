import { extractPlainText } from '../../shared/rules/plain-text';
import { cleanPastedHtml, sanitize, withoutStyleAttributes } from './sanitize';

describe('sanitize (section 5)', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<iframe src="x"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<p onclick="x()" onload="y()">text</p>', '<p>text</p>'],
    [
      '<table><tbody><tr><td>cell</td></tr></tbody></table>',
      '<table><tbody><tr><td>cell</td></tr></tbody></table>',
    ],
    ['<a href="javascript:alert(1)">link</a>', '<a>link</a>'],
    [
      '<h2>Head</h2><ul><li><strong>b</strong> <em>i</em></li></ul>',
      '<h2>Head</h2><ul><li><strong>b</strong> <em>i</em></li></ul>',
    ],
    [
      '<p id="config">A <a name="grade">b</a></p>',
      '<p id="user-content-config">A <a name="user-content-grade">b</a></p>',
    ],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitize(dirty)).toBe(clean);
  });

  it('shows an essay stored with prefixed ids as it was stored, with the same plain text for its offsets', () => {
    const stored =
      '<h2 id="user-content-title">Trees</h2><p id="user-content-config">Trees cool the streets.</p>';
    expect(sanitize(stored)).toBe(stored);
    const shown = document.body.appendChild(document.createElement('div'));
    shown.innerHTML = sanitize('<h2 id="title">Trees</h2><p id="config">Trees cool the streets.</p>');
    expect(extractPlainText(shown).text).toBe('Trees\n\nTrees cool the streets.');
    expect(document.getElementById('config')).toBeNull();
    shown.remove();
  });
});

describe('HTML pasted into the editor', () => {
  it('loses every style attribute, quoted or not, and keeps the words and the markup', () => {
    const pasted =
      '<p style="color: red" class="MsoNormal">Trees <b STYLE=\'font-weight:700\'>cool</b> <span style=x>the</span> streets.</p>';
    expect(withoutStyleAttributes(pasted)).toBe(
      '<p class="MsoNormal">Trees <b>cool</b> <span>the</span> streets.</p>',
    );
    // The shared policy keeps a class; the schema of the editor drops what it has no place for.
    expect(cleanPastedHtml(pasted)).toBe(
      '<p class="MsoNormal">Trees <b>cool</b> <span>the</span> streets.</p>',
    );
  });

  it('leaves the words style="…" alone when they are text, not an attribute', () => {
    expect(withoutStyleAttributes('<p>Write style="plain" here.</p>')).toBe(
      '<p>Write style="plain" here.</p>',
    );
  });
});
