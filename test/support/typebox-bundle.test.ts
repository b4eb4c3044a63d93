import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { ENTRY_POINTS, typeboxModuleMapper } from './typebox-bundle';

const typeboxPackage = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../node_modules/typebox/package.json'), 'utf8'),
);

describe('TypeBox for the tests, from one bundle', () => {
  it('maps every entry point the package exports, so none is loaded a second time from its modules', () => {
    const exported = Object.keys(typeboxPackage.exports).map((entry) => entry.replace(/^\.\/?/, ''));
    expect([...ENTRY_POINTS].sort()).toEqual(exported.filter(Boolean).sort());
    const mapper = Object.entries(typeboxModuleMapper()).map(([pattern]) => new RegExp(pattern));
    for (const entry of ['typebox', ...ENTRY_POINTS.map((name) => `typebox/${name}`)])
      expect(mapper.some((pattern) => pattern.test(entry))).toBe(true);
  });

  it('is what a test file gets when it imports TypeBox, and it checks values', () => {
    expect(require.resolve('typebox')).toContain(path.join('node_modules', '.cache', 'typebox-bundle'));
    const schema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
    expect(Value.Check(schema, { id: 3 })).toBe(true);
    expect(Value.Check(schema, { id: 0 })).toBe(false);
  });
});
