import { essayWordCount, wordCountReport } from './essay-words';

describe('essayWordCount counts the plain text as the server does', () => {
  it.each([
    ['', 0],
    ['<p></p>', 0],
    ['<p>One.</p>', 1],
    ['<p>A <strong>bold</strong> claim.</p>', 3],
    ['<p>First block</p><p>second block</p>', 4],
    ['<ul><li>one</li><li>two</li></ul>', 2],
    ['<p>line<br>break</p>', 2],
  ])('%s has %d words', (html, count) => {
    expect(essayWordCount(html)).toBe(count);
  });
});

describe('wordCountReport: the live count against the limits', () => {
  it.each<[number, number | null, number | null, string]>([
    [0, 300, 800, '0 words · 300–800 words'],
    [1, 300, 800, '1 word · 300–800 words · 299 more words needed'],
    [299, 300, 800, '299 words · 300–800 words · 1 more word needed'],
    [300, 300, 800, '300 words · 300–800 words'],
    [800, 300, 800, '800 words · 300–800 words'],
    [801, 300, 800, '801 words · 300–800 words · 1 word over the limit'],
    [950, 300, 800, '950 words · 300–800 words · 150 words over the limit'],
    [10, 150, null, '10 words · At least 150 words · 140 more words needed'],
    [10, null, 5, '10 words · At most 5 words · 5 words over the limit'],
    [10, null, null, '10 words'],
  ])('%d words with limits %s–%s reads "%s"', (count, min, max, expected) => {
    const report = wordCountReport(count, min, max);
    expect([report.countText, report.limitText, report.gapText].filter(Boolean).join(' · ')).toBe(expected);
  });

  it.each<[number, number | null, number | null, string | null]>([
    [0, null, null, 'Write your essay to submit it.'],
    [0, 300, 800, 'Write your essay to submit it.'],
    [299, 300, 800, 'Add 1 word to submit.'],
    [300, 300, 800, null],
    [800, 300, 800, null],
    [802, 300, 800, 'Remove 2 words to submit.'],
    [1, null, null, null],
  ])('Submit with %d words (limits %s–%s) is blocked by: %s', (count, min, max, reason) => {
    expect(wordCountReport(count, min, max).blockedReason).toBe(reason);
  });
});
