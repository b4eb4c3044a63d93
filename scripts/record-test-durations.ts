/**
 * Writes how long each jest file took, from a run's JSON report, for the sequencer that starts the longest
 * files first on a fresh clone (which remembers no times of its own):
 *
 *   npm run test:unit -- --json --outputFile=/tmp/jest.json && npx tsx scripts/record-test-durations.ts /tmp/jest.json
 *
 * A file run by two projects (PGlite and PostgreSQL) keeps the longer of its times.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Report {
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

const root = path.resolve(__dirname, '..');
const report = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Report;
const seconds: Record<string, number> = {};
for (const file of report.testResults) {
  const key = path.relative(root, file.name);
  const took = Math.round((file.endTime - file.startTime) / 100) / 10;
  seconds[key] = Math.max(seconds[key] ?? 0, took);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(root, 'test/support/file-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files recorded`);
