import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shared corpora live beside the repository and are read where they are, never copied in. */
export function corporaDir(): string {
  const repoRoot = path.resolve(__dirname, '../../..');
  return process.env.CORPORA_DIR ?? path.resolve(repoRoot, '../shared/corpora');
}

/**
 * Cases the list lacks in its decoded form: PostgreSQL refuses U+0000 in text, a lone surrogate cannot
 * be written as UTF-8, Windows line ends, and text longer than most fields allow.
 */
const EXTRA = [
  '\u0000',
  'before\u0000after',
  'line one\r\nline two',
  '\r',
  '\ud83d',
  'lone \udc00 low half',
  'long '.repeat(1000),
];

/** The Big List of Naughty Strings, each decoded from base64 as UTF-8, then the extra cases. */
export function naughtyStrings(): string[] {
  const file = path.join(corporaDir(), 'naughty/blns.base64.json');
  const encoded: string[] = JSON.parse(readFileSync(file, 'utf8'));
  const decoded = encoded.map((text) => Buffer.from(text, 'base64').toString('utf8'));
  return [...new Set([...decoded, ...EXTRA])];
}

/** C0 controls other than tab and line ends, and DEL. */
const isControl = (character: string) => {
  const code = character.charCodeAt(0);
  return (code < 0x20 && ![0x09, 0x0a, 0x0d].includes(code)) || code === 0x7f;
};

/** Kinds of trouble, each a predicate over the list; the sample takes a few of each. */
const KINDS: [kind: string, matches: (text: string) => boolean][] = [
  ['empty', (text) => text === ''],
  ['blank', (text) => text !== '' && text.trim() === ''],
  ['NUL', (text) => text.includes('\u0000')],
  [
    'lone surrogate',
    (text) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text),
  ],
  ['line breaks', (text) => /[\r\n]/.test(text)],
  ['control characters', (text) => [...text].some(isControl)],
  ['emoji', (text) => /\p{Emoji_Presentation}/u.test(text)],
  ['right to left', (text) => /[\u0590-\u08ff]/.test(text)],
  ['invisible format characters', (text) => /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/.test(text)],
  ['stacked combining marks', (text) => /\p{M}{3,}/u.test(text)],
  ['CJK', (text) => /\p{Script=Han}/u.test(text)],
  ['broken UTF-8', (text) => text.includes('\ufffd')],
  ['SQL', (text) => /drop table|select |' ?or ?'|--/i.test(text)],
  ['templates', (text) => /\{\{|\$\{|<%|#\{/.test(text)],
  ['markup and script', (text) => /<script|onerror|javascript:/i.test(text)],
  ['numbers', (text) => /^[-+]?[\d.,]+(e[-+]?\d+)?$/i.test(text)],
  ['JavaScript words', (text) => /^(undefined|null|nan|true|false|infinity)$/i.test(text)],
  ['paths and URLs', (text) => /\.\.\/|file:|%2e/i.test(text)],
];

/** A few strings of every kind, and the longest: for the fields where each string costs a password hash. */
export function representativeSample(strings: string[], perKind = 3): string[] {
  const picked = KINDS.flatMap(([, matches]) => strings.filter(matches).slice(0, perKind));
  const longest = [...strings].sort((a, b) => b.length - a.length).slice(0, 2);
  return [...new Set([...picked, ...longest])];
}
