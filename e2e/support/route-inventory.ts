import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every path the SPA's router declares, read from its source: the router is JSX that a Node test cannot
 * import, and reading it means a route added there is known to the accessibility checks at once.
 */
export function routerPaths(): string[] {
  const source = readFileSync(path.join(__dirname, '../../src/client/app/routes.tsx'), 'utf8');
  return [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1]);
}
