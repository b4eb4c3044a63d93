import { essayText } from '../submissions/essay-text';
import { HTML_LIMITS } from './html-shape';
import { sanitizeHtml } from './sanitize';
import { HtmlSanitizerPool, HtmlTooComplex, SanitizerBusy } from './sanitizer-pool';

const ESSAY =
  '<h2 id="title">Trees</h2><p>Trees <strong>cool</strong> the streets.<script>alert(1)</script></p><ul><li>Shade</li></ul>';

describe('HtmlSanitizerPool', () => {
  let pool: HtmlSanitizerPool;
  beforeAll(() => {
    pool = new HtmlSanitizerPool({ threads: 1 });
  });
  afterAll(() => pool.close());

  it('sanitises exactly as sanitizeHtml does, with the essay text and word count when asked', async () => {
    expect(await pool.sanitize(ESSAY)).toEqual({ html: sanitizeHtml(ESSAY) });
    expect(await pool.sanitize(ESSAY, { withText: true })).toEqual({
      html: sanitizeHtml(ESSAY),
      ...essayText(sanitizeHtml(ESSAY)),
    });
  });

  it('refuses HTML nested too deeply or with too many tags before parsing it', async () => {
    expect(await pool.sanitize('<div>'.repeat(10_000))).toEqual({ refused: 'tooDeep' });
    expect(await pool.sanitize('<b>w</b>'.repeat(HTML_LIMITS.tags + 1))).toEqual({ refused: 'tooManyTags' });
  });

  it('refuses one tag with tens of thousands of attributes before parsing it', async () => {
    const attributes = Array.from({ length: 60_000 }, (_, k) => `a${k}="x"`).join(' ');
    expect(await pool.sanitize(`<p ${attributes}>Trees</p>`)).toEqual({ refused: 'tooManyAttributes' });
  });

  it("takes the waiting texts one sender at a time, so a second sender is not queued behind a first one's many", async () => {
    const finished: string[] = [];
    const send = (owner: string, label: string) =>
      pool.sanitize(ESSAY, { owner }).then(() => finished.push(label));
    await Promise.all([
      send('flooder', 'flooder 1'),
      send('flooder', 'flooder 2'),
      send('flooder', 'flooder 3'),
      send('flooder', 'flooder 4'),
      send('classmate', 'classmate'),
    ]);
    // The one thread takes the flooder's first text, then the classmate's, then the rest.
    expect(finished.indexOf('classmate')).toBe(1);
  });

  it('fails a text past its time limit alone, and sanitises the next on a new thread', async () => {
    const heavy = `<p>${'<b>word</b> '.repeat(HTML_LIMITS.tags - 1)}</p>`;
    await expect(pool.sanitize(heavy, { timeoutMs: 1 })).rejects.toBeInstanceOf(HtmlTooComplex);
    expect(await pool.sanitize('<p>Next</p>')).toEqual({ html: '<p>Next</p>' });
  });

  it("counts a text's own work against the time limit, not its new thread's start", async () => {
    // A thread takes a second or more to load its libraries; an ordinary text then takes milliseconds.
    const fresh = new HtmlSanitizerPool({ threads: 1, timeoutMs: 200 });
    try {
      expect(await fresh.sanitize('<p>First</p>')).toEqual({ html: '<p>First</p>' });
    } finally {
      await fresh.close();
    }
  });

  it('refuses a text when too many are already waiting', async () => {
    const small = new HtmlSanitizerPool({ threads: 1, maxWaiting: 1 });
    try {
      // The first text goes to the thread, the second waits for it, and a third would wait too many.
      const first = small.sanitize('<p>first</p>');
      const second = small.sanitize('<p>second</p>');
      await expect(small.sanitize('<p>third</p>')).rejects.toBeInstanceOf(SanitizerBusy);
      expect(await first).toEqual({ html: '<p>first</p>' });
      expect(await second).toEqual({ html: '<p>second</p>' });
    } finally {
      await small.close();
    }
  });
});
