import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

/** A fresh folder under the system's temporary directory; `remove` deletes it and everything in it. */
export function scratchDir(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `margin-bench-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
