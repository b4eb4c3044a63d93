/**
 * Where the feedback engine's memory goes, measured the way the server holds it: the engine thread
 * (`FeedbackEnginePool`, the same class the server's job runner uses) in this process, whose resident
 * memory is read from /proc after each step. Essays are ELLIPSE dev essays (`../shared/eval`), each
 * read once, joined to each length: text harper has not met before.
 *
 *   npx tsx bench/engine-memory.ts
 *
 * Prints one row per step: resident memory of the whole process (its threads included) and the change
 * the step made. Memory is measured, never asserted.
 */
import { FeedbackEnginePool } from '../src/server/feedback/worker/engine-pool';
import { readEllipse } from './data/ellipse';
import { residentMb } from './support/process-memory';
import { printTable } from './table';

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

const unread = readEllipse().map((essay) => essay.text);

/** An essay of at least `words` words, of ELLIPSE essays not used before. */
function essayOf(words: number): string {
  const parts: string[] = [];
  for (let read = 0; read < words && unread.length > 0; ) {
    const essay = unread.shift()!;
    parts.push(essay);
    read += wordsIn(essay);
  }
  return parts.join('\n\n');
}

async function main(): Promise<void> {
  const rows: string[][] = [];
  global.gc?.();
  let last = residentMb(process.pid);
  const record = (step: string) => {
    global.gc?.();
    const now = residentMb(process.pid);
    rows.push([step, now.toFixed(0), `${now - last >= 0 ? '+' : ''}${(now - last).toFixed(0)}`]);
    last = now;
  };
  record('this process, before the engine');
  const engine = new FeedbackEnginePool(1, { timeoutMs: 300_000 });
  const analyse = async (words: number) => {
    const text = essayOf(words);
    await engine.analyse(text);
    return wordsIn(text);
  };
  await analyse(350);
  record('engine thread started, one 350-word essay');
  for (let essay = 0; essay < 10; essay += 1) await analyse(800);
  record('ten more essays of about 800 words');
  for (const words of [1_500, 3_000, 6_000]) {
    const read = await analyse(words);
    record(`an essay of ${read.toLocaleString('en')} words`);
  }
  for (let essay = 0; essay < 5; essay += 1) await analyse(800);
  record('five more essays of about 800 words');
  await engine.close();
  record('engine thread stopped');
  printTable(
    'Resident memory of a process with the feedback engine thread (MB)',
    ['after', 'RSS', 'change'],
    rows,
  );
}

void main();
