import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Bumped whenever the rules change what they find or the grade they suggest, so a stored draft says
 * which rules wrote it.
 */
export const RULES_VERSION = 'rules-10';

const LIBRARIES = [
  'harper.js',
  'retext-spell',
  'dictionary-en',
  'write-good',
  'wink-nlp',
  'wink-eng-lite-web-model',
];

/**
 * Most of these packages are ESM-only with an `exports` map that hides package.json from
 * require.resolve, so the installed version is read from the nearest node_modules folder.
 */
function installedVersion(name: string): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) return 'unknown';
  }
}

export function engineVersion(): string {
  return `${RULES_VERSION} (${LIBRARIES.map((name) => `${name} ${installedVersion(name)}`).join(', ')})`;
}
