/**
 * Simulated students against the real server (its own process, src/server/main.ts) on a database of
 * 2,000 students and 20,000 submissions: 200 students for 60 s, each signing in once and then, with
 * short pauses, opening the dashboard, an assignment, now and then submitting an essay, and reading
 * their grades. Prints errors and latency per kind of call. Target: no errors, p99 at most 200 ms.
 *
 *   npx tsx bench/load.ts [--smoke]          # PGlite; BENCH_DATABASE_URL=postgres://… for PostgreSQL
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DueAssignment, StudentAssignment } from '../src/shared/contract';
import { percentile } from './stats';
import { isSmoke, machineNote, ms, runMain } from './support/cli';
import { essayHtml } from './support/essay';
import { callOnAgent } from './support/http-load';
import { SCHOOL_SIZES, type School, withSchool } from './support/seed';
import { startServer } from './support/server';
import { printTable } from './table';

const P99_TARGET_MS = 200;
const FULL = { simulated: 200, durationMs: 60_000, rampUpMs: 10_000 };
const SMOKE = { simulated: 10, durationMs: 5_000, rampUpMs: 1_000 };
/**
 * A person reads a screen before the next click: 1–3 s here, less than most people take, so that 200
 * students make a busy minute.
 */
const THINK_MS = { min: 1000, max: 3000 };
const SUBMIT_CHANCE = 0.1;

type CallKind = 'sign-in' | 'user data' | 'dashboard' | 'assignment' | 'submit essay' | 'grades';

class Recorder {
  readonly latencies = new Map<CallKind, number[]>();
  readonly errors = new Map<CallKind, number>();
  readonly samples: string[] = [];

  ok(kind: CallKind, latency: number) {
    const latencies = this.latencies.get(kind) ?? [];
    latencies.push(latency);
    this.latencies.set(kind, latencies);
  }

  failed(kind: CallKind, what: string) {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.samples.length < 10) this.samples.push(`${kind}: ${what}`);
  }
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const think = () => sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));

/** One student's session: sign in, then the loop of screens until `endAt`. */
async function simulateStudent(
  baseUrl: string,
  agent: Agent,
  username: string,
  password: string,
  endAt: number,
  recorder: Recorder,
): Promise<void> {
  let token = '';
  const call = async <T>(kind: CallKind, method: string, path: string, body?: unknown, extra = {}) => {
    const started = performance.now();
    try {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}`, ...extra } : extra;
      const answer = await callOnAgent(agent, method, new URL(`${baseUrl}/api${path}`), headers, body);
      if (answer.status < 200 || answer.status >= 300) {
        recorder.failed(
          kind,
          `${answer.status} ${method} ${path} ${JSON.stringify(answer.body).slice(0, 120)}`,
        );
        return null;
      }
      recorder.ok(kind, performance.now() - started);
      return answer.body as T;
    } catch (error) {
      recorder.failed(kind, `${(error as Error).message} ${method} ${path}`);
      return null;
    }
  };

  const login = await call<{ access_token: string }>('sign-in', 'POST', '/login', {
    identifier: username,
    password,
  });
  if (!login) return;
  token = login.access_token;
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).id as number;
  // What the SPA fetches right after signing in (section 4).
  await Promise.all([
    call('user data', 'GET', `/users/${userId}`),
    call('user data', 'GET', `/admin/users/${userId}/enrollments`),
  ]);
  while (Date.now() < endAt) {
    const [, due] = await Promise.all([
      call('dashboard', 'GET', '/student/courses'),
      call<DueAssignment[]>('dashboard', 'GET', '/student/assignments'),
    ]);
    await think();
    if (due && due.length > 0 && Date.now() < endAt) {
      const assignment = await call<StudentAssignment>(
        'assignment',
        'GET',
        `/student/assignments/${pick(due).id}`,
      );
      await think();
      if (assignment?.can_submit && Math.random() < SUBMIT_CHANCE && Date.now() < endAt) {
        await call(
          'submit essay',
          'POST',
          `/student/assignments/${assignment.id}/submissions`,
          { content_html: essayHtml },
          {
            'idempotency-key': randomUUID(),
          },
        );
        await think();
      }
    }
    if (Date.now() >= endAt) break;
    await call('grades', 'GET', '/student/grades');
    await think();
  }
}

function summary(recorder: Recorder) {
  const kinds = [...new Set<CallKind>([...recorder.latencies.keys(), ...recorder.errors.keys()])];
  const row = (label: string, latencies: number[], errors: number) => [
    label,
    latencies.length + errors,
    errors,
    ms(percentile(latencies, 50)),
    ms(percentile(latencies, 95)),
    ms(percentile(latencies, 99)),
  ];
  const all = kinds.flatMap((kind) => recorder.latencies.get(kind) ?? []);
  const errors = kinds.reduce((sum, kind) => sum + (recorder.errors.get(kind) ?? 0), 0);
  return [
    ...kinds.map((kind) => row(kind, recorder.latencies.get(kind) ?? [], recorder.errors.get(kind) ?? 0)),
    row('all calls', all, errors),
  ];
}

/** Runs the simulated students on a seeded school; throws when a call fails or the server dies. */
export async function benchLoad({ database, seeded }: School, { smoke }: { smoke: boolean }): Promise<void> {
  const plan = smoke ? SMOKE : FULL;
  const server = await startServer({
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    seedDemo: false,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: plan.simulated });
  const recorder = new Recorder();
  const startedAt = Date.now();
  let finishedAt = startedAt;
  try {
    const endAt = startedAt + plan.rampUpMs + plan.durationMs;
    // Students arrive spread over the ramp-up, as a class does, not all in the same millisecond.
    await Promise.all(
      seeded.students.slice(0, plan.simulated).map(async (username, index) => {
        await sleep((plan.rampUpMs * index) / plan.simulated);
        await simulateStudent(server.baseUrl, agent, username, seeded.password, endAt, recorder);
      }),
    );
    finishedAt = Date.now();
    server.assertAlive();
  } finally {
    agent.destroy();
    await server.stop();
  }
  const seconds = (finishedAt - startedAt) / 1000;
  const rows = summary(recorder);
  const calls = rows.at(-1)?.[1] as number;
  printTable(
    `${plan.simulated} simulated students for ${plan.durationMs / 1000} s after a ${plan.rampUpMs / 1000} s ramp-up, ${database.label} (${seeded.counts.users - 1} students, ${seeded.counts.submissions} submissions); ${(calls / seconds).toFixed(0)} calls/s (ms; target: no errors, p99 <= ${P99_TARGET_MS})`,
    ['call', 'calls', 'errors', 'p50', 'p95', 'p99'],
    rows,
  );
  if (recorder.samples.length > 0) throw new Error(`calls failed:\n${recorder.samples.join('\n')}`);
}

async function main() {
  console.log(`Load benchmark on ${machineNote()}`);
  await withSchool(isSmoke() ? SCHOOL_SIZES.smoke : SCHOOL_SIZES.full, (school) =>
    benchLoad(school, { smoke: isSmoke() }),
  );
}

if (require.main === module) runMain(main);
