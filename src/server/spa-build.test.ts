import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceFingerprint } from './spa-build';

describe('what decides that the SPA must be built again', () => {
  let sources: string;
  beforeEach(() => {
    sources = mkdtempSync(path.join(os.tmpdir(), 'margin-spa-sources-'));
    mkdirSync(path.join(sources, 'features'));
    writeFileSync(path.join(sources, 'features', 'page.tsx'), 'export const page = 1;\n');
    writeFileSync(path.join(sources, 'main.tsx'), 'import "./features/page";\n');
  });
  afterEach(() => rmSync(sources, { recursive: true, force: true }));

  const fingerprint = () => sourceFingerprint([sources]);

  it('stays the same when a file is written and removed again, though its folder changed', () => {
    const before = fingerprint();
    const planted = path.join(sources, 'features', 'planted.ts');
    writeFileSync(planted, 'export {};\n');
    rmSync(planted);
    utimesSync(path.join(sources, 'features'), new Date(), new Date(Date.now() + 60_000));
    expect(fingerprint()).toBe(before);
  });

  it('changes when a source file is edited, added, removed or renamed', () => {
    const seen = new Set([fingerprint()]);
    const page = path.join(sources, 'features', 'page.tsx');
    writeFileSync(page, 'export const page = 2;\n');
    utimesSync(page, new Date(), new Date(Date.now() + 1_000));
    seen.add(fingerprint());
    writeFileSync(path.join(sources, 'features', 'extra.tsx'), 'export {};\n');
    seen.add(fingerprint());
    rmSync(path.join(sources, 'features', 'extra.tsx'));
    rmSync(path.join(sources, 'main.tsx'));
    seen.add(fingerprint());
    writeFileSync(path.join(sources, 'index.tsx'), 'import "./features/page";\n');
    seen.add(fingerprint());
    expect(seen.size).toBe(5);
  });
});
