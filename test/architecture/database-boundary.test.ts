import { lintPlanted } from './lint-planted';

/** A module that queries the database itself, planted two folders below src/server. */
const queriesItself = [
  "import { eq } from 'drizzle-orm';",
  "import { users } from '../../db/schema';",
  '',
  'export const byId = (id: number) => eq(users.id, id);',
  '',
].join('\n');

const readsTheSchemaType = [
  "import type { users } from '../../db/schema';",
  '',
  'export type UserRow = typeof users.$inferSelect;',
  '',
].join('\n');

const refused = (folder: string, source: string) =>
  lintPlanted(folder, 'planted.ts', source).filter((rule) => rule === 'lint/style/noRestrictedImports');

describe('only the aggregates query the database', () => {
  it('refuses a route that imports drizzle-orm and the schema', () => {
    expect(refused('src/server/routes', queriesItself)).toHaveLength(2);
  });

  it('refuses even a type taken from the schema in a route', () => {
    expect(refused('src/server/routes', readsTheSchemaType)).toHaveLength(1);
  });

  it.each(['src/server/jobs', 'src/server/exports', 'src/server/notifications', 'src/server/plugins'])(
    'refuses the same imports in %s',
    (folder) => {
      expect(refused(folder, queriesItself)).toHaveLength(2);
    },
  );

  it.each(['src/server/accounts', 'src/server/courses', 'src/server/submissions', 'src/server/feedback'])(
    'allows them inside the aggregate %s',
    (folder) => {
      expect(refused(folder, queriesItself)).toEqual([]);
    },
  );

  it('allows them in the LTI aggregate, and refuses them in its HTTP handlers below it', () => {
    const besideTheStores = queriesItself.replaceAll('../../db/schema', '../db/schema');
    const inAggregate = lintPlanted('src/server/lti', 'planted.ts', besideTheStores, { inFolder: true });
    expect(inAggregate).not.toContain('lint/style/noRestrictedImports');
    expect(refused('src/server/lti/http', queriesItself.replaceAll('../../db', '../../../db'))).toHaveLength(
      2,
    );
  });

  it('allows them in a route test, which sets up its own rows', () => {
    expect(lintPlanted('src/server/routes', 'planted.test.ts', queriesItself)).not.toContain(
      'lint/style/noRestrictedImports',
    );
  });
});
