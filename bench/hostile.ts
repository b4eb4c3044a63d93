/**
 * Hostile request bodies against the real server (its own process, src/server/main.ts) on the seeded
 * school: for each body, how long the server takes to refuse it and the slowest answer a second client's
 * GET /api/health got while it was under way; then bursts one person can send (comparisons of a long
 * essay's versions, replies under one comment, log batches from unverified accounts), each with the
 * worst health check meanwhile; then the server's resident memory at idle, after the hostile bodies and
 * after 30 essays. Targets: each body answered in under 100 ms, health under 50 ms.
 *
 *   npx tsx bench/hostile.ts [--smoke] [--bursts]   # PGlite; BENCH_DATABASE_URL=postgres://… for PostgreSQL
 *
 * `--bursts` sends only the bursts (no hostile bodies, no essays), for comparing health checks run to run.
 */
import { randomUUID } from 'node:crypto';
import type { DueAssignment } from '../src/shared/contract';
import { type Caller, hostileBodies } from '../test/server/hostile-bodies';
import { postRaw } from '../test/server/raw-post';
import { median } from './stats';
import { callJson, signIn } from './support/api-client';
import { sendBursts } from './support/bursts';
import { isSmoke, machineNote, ms, runMain } from './support/cli';
import { essayHtml } from './support/essay';
import { residentMb, serverProcess } from './support/process-memory';
import { SCHOOL_SIZES, type School, withSchool } from './support/seed';
import { type RunningServer, startServer } from './support/server';
import { printTable } from './table';

const ANSWER_TARGET_MS = 100;
const HEALTH_TARGET_MS = 50;
const FULL = { runs: 5, essays: 30 };
const SMOKE = { runs: 1, essays: 3 };

interface Measured {
  status: number;
  answerMs: number;
  healthMs: number[];
}

/** Sends one body and, until it is answered, one health check after another from a second client. */
async function measure(server: RunningServer, path: string, json: string, token?: string): Promise<Measured> {
  const started = performance.now();
  let answered = false;
  const hostile = postRaw(`${server.baseUrl}${path}`, json, token).finally(() => {
    answered = true;
  });
  const healthMs: number[] = [];
  do {
    const sent = performance.now();
    const health = await fetch(`${server.baseUrl}/api/health`);
    await health.arrayBuffer();
    if (!health.ok) throw new Error(`health check answered ${health.status} during ${path}`);
    healthMs.push(performance.now() - sent);
  } while (!answered);
  const answer = await hostile;
  return { status: answer.status, answerMs: performance.now() - started, healthMs };
}

/** A freshly registered account that has not verified its address: anyone can make one. */
async function newUnverified(server: RunningServer): Promise<string> {
  const name = `unverified-${randomUUID().slice(0, 8)}`;
  const password = 'unverified-password-1';
  await callJson(server.baseUrl, 'POST', '/register', {
    body: { username: name, email: `${name}@example.test`, password },
  });
  return (await signIn(server.baseUrl, name, password)).token;
}

/** The people the bodies come from, and an open assignment and a week to send them to. */
async function prepareCallers(server: RunningServer, { seeded }: School) {
  const student = await signIn(server.baseUrl, seeded.students[0], seeded.password);
  const admin = await signIn(server.baseUrl, seeded.admin, seeded.password);
  const unverified = { token: await newUnverified(server) };
  const [due] = await callJson<DueAssignment[]>(server.baseUrl, 'GET', '/student/assignments', {
    token: student.token,
  });
  const tokens: Record<Caller, string | undefined> = {
    stranger: undefined,
    student: student.token,
    unverified: unverified.token,
    admin: admin.token,
  };
  return {
    tokens,
    ids: { assignmentId: due.id, weekId: due.week_id },
    adminToken: admin.token,
    studentToken: student.token,
  };
}

/** Each of `count` students submits the benchmark essay to an assignment still open to them. */
async function submitEssays(server: RunningServer, { seeded }: School, count: number) {
  await Promise.all(
    seeded.students.slice(1, count + 1).map(async (username) => {
      const { token } = await signIn(server.baseUrl, username, seeded.password);
      const due = await callJson<DueAssignment[]>(server.baseUrl, 'GET', '/student/assignments', { token });
      const open = due.find((assignment) => assignment.status === 'not_started') ?? due[0];
      await callJson(server.baseUrl, 'POST', `/student/assignments/${open.id}/submissions`, {
        token,
        body: { content_html: essayHtml },
        headers: { 'idempotency-key': randomUUID() },
      });
    }),
  );
}

export async function benchHostile(
  school: School,
  { smoke, burstsOnly = false }: { smoke: boolean; burstsOnly?: boolean },
): Promise<void> {
  const plan = smoke ? SMOKE : FULL;
  const server = await startServer({
    dataDir: school.database.dataDir,
    databaseUrl: school.database.databaseUrl,
    seedDemo: false,
  });
  try {
    const pid = serverProcess(server.child.pid ?? 0);
    const memory: Array<[string, number]> = [['idle, after start', residentMb(pid)]];
    const { tokens, ids, adminToken, studentToken } = await prepareCallers(server, school);
    // One lesson first, so the sanitiser's threads have started before anything is timed.
    await callJson(server.baseUrl, 'POST', `/admin/weeks/${ids.weekId}/lessons`, {
      token: adminToken,
      body: { title: 'Warm-up', content_html: '<p>Warm-up.</p>' },
    });
    const rows: Array<Array<string | number>> = [];
    for (const body of burstsOnly ? [] : hostileBodies(smoke)) {
      const runs: Measured[] = [];
      for (let run = 0; run < plan.runs; run += 1) {
        runs.push(await measure(server, body.path(ids), body.json, tokens[body.caller]));
      }
      const answer = median(runs.map((each) => each.answerMs));
      const health = Math.max(...runs.flatMap((each) => each.healthMs));
      const met = answer < ANSWER_TARGET_MS && health < HEALTH_TARGET_MS;
      rows.push([
        body.label,
        `${(body.json.length / 1024).toFixed(0)} KB`,
        [...new Set(runs.map((each) => each.status))].join('/'),
        ms(answer),
        ms(health),
        met ? 'yes' : 'no',
      ]);
      const refusedAll = runs.every((each) => each.status >= 400 && each.status < 500);
      if (!refusedAll) throw new Error(`${body.label} was not refused with a 4xx`);
    }
    const bursts = await sendBursts(
      server,
      {
        student: studentToken,
        admin: adminToken,
        weekId: ids.weekId,
        newUnverified: () => newUnverified(server),
      },
      { smoke },
    );
    memory.push([burstsOnly ? 'after the bursts' : 'after the hostile bodies', residentMb(pid)]);
    if (!burstsOnly) {
      await submitEssays(server, school, plan.essays);
      memory.push([`after ${plan.essays} essays`, residentMb(pid)]);
    }
    server.assertAlive();

    if (!burstsOnly)
      printTable(
        `Hostile bodies, ${school.database.label}: median of ${plan.runs} runs; worst health check of any run (ms; targets: answered < ${ANSWER_TARGET_MS}, health < ${HEALTH_TARGET_MS})`,
        ['body', 'size', 'status', 'answered', 'worst health', 'targets met'],
        rows,
      );
    printTable(
      `Bursts from one person, ${school.database.label}: when the last was answered, and the worst health check meanwhile (ms; target: health < ${HEALTH_TARGET_MS})`,
      ['burst', 'answers', 'all answered', 'worst health', 'target met'],
      bursts.map((each) => [
        each.label,
        each.statuses,
        ms(each.answeredMs),
        ms(each.worstHealthMs),
        each.worstHealthMs < HEALTH_TARGET_MS ? 'yes' : 'no',
      ]),
    );
    printTable(
      'Server resident memory (MB)',
      ['when', 'RSS'],
      memory.map(([when, mb]) => [when, Number.isFinite(mb) ? mb.toFixed(0) : '-']),
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`Hostile bodies benchmark on ${machineNote()}`);
  await withSchool(isSmoke() ? SCHOOL_SIZES.smoke : SCHOOL_SIZES.full, (school) =>
    benchHostile(school, { smoke: isSmoke(), burstsOnly: process.argv.includes('--bursts') }),
  );
}

if (require.main === module) runMain(main);
