import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');

interface Diagnostic {
  category: string;
  location?: { path?: { file?: string } | string };
}

/**
 * Plants a file in the repository, lints it with the project's own configuration, and removes it. The
 * file goes into a fresh folder inside `folder`, or, `inFolder`, into `folder` itself (for rules that
 * depend on how deep a file lies).
 */
export function lintPlanted(
  folder: string,
  name: string,
  source: string,
  { inFolder = false } = {},
): string[] {
  const dir = mkdtempSync(path.join(root, folder, '.planted-'));
  const file = inFolder ? path.join(root, folder, `${path.basename(dir)}-${name}`) : path.join(dir, name);
  writeFileSync(file, source);
  try {
    let output: string;
    try {
      output = execFileSync(biome, ['lint', '--reporter=json', path.relative(root, file)], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    return (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics.map((d) => d.category);
  } finally {
    rmSync(file, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}
