import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, type ApiRouteName } from '../../src/shared/contract/routes';
import { ROUTE_SCHEMAS } from '../../src/shared/contract/schemas/routes';

const routesDir = path.resolve(__dirname, '../../src/server/routes');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each `serve(app, 'name', …)` of the route files, with the file, as `admin/courses/weeks`. */
const served = routeFiles(routesDir).flatMap((file) => {
  const source = readFileSync(file, 'utf8');
  const relative = path.relative(routesDir, file).replace(/\.ts$/, '').split(path.sep).join('/');
  return [...source.matchAll(/\bserve\(\s*app,\s*'(\w+)'/g)].map((match) => ({
    name: match[1] as ApiRouteName,
    file: relative,
  }));
});

/** The folders a route's file belongs in: its path less the parameters, less or with the last segment. */
function expectedFolder(name: ApiRouteName, file: string): string {
  const segments = API_ROUTES[name].path.split('/').filter((segment) => segment && !segment.startsWith(':'));
  // index.ts serves its folder's own address; any other file, the addresses one segment below.
  return (path.posix.basename(file) === 'index' ? segments : segments.slice(0, -1)).join('/');
}

describe('route folders mirror the addresses they serve', () => {
  it('puts every route in the folder of its address', () => {
    const misplaced = served
      .filter(({ name, file }) => path.posix.dirname(file).replace(/^\.$/, '') !== expectedFolder(name, file))
      .map(({ name, file }) => `${file}.ts serves ${API_ROUTES[name].path} (${name})`);
    expect(misplaced).toEqual([]);
  });

  it('has each call of the contract name the file that serves it, which the server loads', () => {
    const servedBy = new Map(served.map(({ name, file }) => [name, file.replace(/\/index$/, '')]));
    const misnamed = (Object.keys(API_ROUTES) as ApiRouteName[])
      .filter((name) => ROUTE_SCHEMAS[name].servedBy !== servedBy.get(name))
      .map(
        (name) =>
          `${name}: the contract names ${ROUTE_SCHEMAS[name].servedBy}, served by ${servedBy.get(name)}`,
      );
    expect(misnamed).toEqual([]);
  });

  it('serves each call of the contract from exactly one place', () => {
    const counts = new Map<string, number>();
    for (const { name } of served) counts.set(name, (counts.get(name) ?? 0) + 1);
    const wrong = Object.keys(API_ROUTES).filter((name) => counts.get(name) !== 1);
    expect(wrong).toEqual([]);
  });
});
