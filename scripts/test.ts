/**
 * `npm test`: every check the project has.
 *
 *   lint ──────┐
 *   typecheck ─┤           ┌─► Playwright
 *   SPA build ─┴─► jest ───┴─► benchmark smoke (on the same build)
 *
 * Every stage is bound by the CPU on two cores. The SPA build and the type check each keep one core
 * busy, so they go side by side. Jest takes the whole machine on its own: it keeps both cores busy, and
 * its database and engine tests miss their time limits when a browser and a server compete with them.
 * The browser runs leave room (each test waits on pages and on the server), which the benchmark smoke
 * fills. The SPA is built once, for Playwright and the benchmark smoke. A failed stage does not stop
 * the others; the times of the stages close the run, and any failure fails it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { spaStatsFile } from '../src/server/spa-build';

const root = path.resolve(__dirname, '..');
const DIST = path.join(root, 'dist');

interface StageResult {
  name: string;
  seconds: number;
  ok: boolean;
}

const results: StageResult[] = [];
const running = new Set<ChildProcess>();
/** The lines that name a failed test, kept so the end of a long log still says what failed. */
const failureLines: string[] = [];
const FAILURE_LINE = /^(FAIL |\s*● |\s*✘ |\s+\d+\) \[)/;

function prefixLines(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      out.write(`[${name}] ${line}\n`);
      const failure = `[${name}] ${line.trim()}`;
      const isNew = FAILURE_LINE.test(line) && !line.includes('● Console') && !failureLines.includes(failure);
      if (isNew && failureLines.length < 200) failureLines.push(failure);
    }
  });
  stream.on('end', () => {
    if (pending) out.write(`[${name}] ${pending}\n`);
  });
}

/** Runs one npm script (or command) to its end; never rejects, so one failure does not stop the others. */
function stage(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    prefixLines(name, child.stdout, process.stdout);
    prefixLines(name, child.stderr, process.stderr);
    const finish = (ok: boolean) => {
      running.delete(child);
      results.push({ name, seconds: (Date.now() - started) / 1000, ok });
      resolve(ok);
    };
    child.on('error', (error) => {
      process.stderr.write(`[${name}] could not start: ${error.message}\n`);
      finish(false);
    });
    child.on('exit', (code) => finish(code === 0));
  });
}

const npmRun = (name: string, script: string, env?: NodeJS.ProcessEnv) =>
  stage(name, 'npm', ['run', '--silent', script], env);

async function main(): Promise<void> {
  const started = Date.now();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      for (const child of running) child.kill(signal);
      process.exit(1);
    });
  const [, built] = await Promise.all([
    npmRun('lint', 'lint'),
    stage('spa build', 'npx', ['tsx', 'scripts/build-spa.ts']),
    npmRun('typecheck', 'typecheck'),
  ]);
  await npmRun('jest', 'test:unit');
  await Promise.all([
    // `npm start` (Playwright's server) finds the build current and serves it as it is.
    built && npmRun('playwright', 'test:e2e'),
    built &&
      npmRun('bench smoke', 'bench:smoke', { BENCH_SPA_DIR: DIST, BENCH_SPA_STATS: spaStatsFile(DIST) }),
  ]);
  if (failureLines.length > 0)
    console.error(`\nWhat failed:\n${failureLines.map((line) => `  ${line}`).join('\n')}`);
  printTimes((Date.now() - started) / 1000);
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')}`);
    process.exit(1);
  }
}

function printTimes(totalSeconds: number): void {
  const width = Math.max(...results.map((result) => result.name.length));
  console.log(
    '\nStage times (lint, the type check and the SPA build side by side; then jest; then Playwright beside the benchmark smoke):',
  );
  for (const result of results)
    console.log(
      `  ${result.name.padEnd(width)}  ${result.seconds.toFixed(0).padStart(5)} s  ${result.ok ? 'passed' : 'FAILED'}`,
    );
  console.log(`  ${'total'.padEnd(width)}  ${totalSeconds.toFixed(0).padStart(5)} s`);
}

void main();
