import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREENS } from '../../src/client/app/screens';

/**
 * Every path the SPA's router declares: the screen table's rows (it imports no React, so a Node test
 * can read it) and the few routes `routes.tsx` writes itself (the not-found page), read from its
 * source, which is JSX that a Node test cannot import. A screen added to the table is known to the
 * accessibility and layout checks at once.
 */
export function routerPaths(): string[] {
  const source = readFileSync(path.join(__dirname, '../../src/client/app/routes.tsx'), 'utf8');
  const written = [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1]);
  return [...new Set([...SCREENS.map((screen) => screen.path), ...written])];
}
