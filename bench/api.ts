/**
 * Throughput and latency of two read routes of the real app against a bare Fastify route: a student's
 * grades (GET /api/student/grades, for a student with 10 submissions, 7 of them released) and the
 * admin's course list (GET /api/admin/courses), on a database of 2,000 students and 20,000 submissions.
 * Same concurrency and duration for all three. Target: each route at least 25% of the bare route's
 * requests per second.
 *
 *   npx tsx bench/api.ts [--smoke]          # PGlite; BENCH_DATABASE_URL=postgres://… for PostgreSQL
 */

import { median, percentile } from './stats';
import { signIn } from './support/api-client';
import { isSmoke, machineNote, ms, runMain } from './support/cli';
import { hammer, type LoadResult } from './support/http-load';
import { SCHOOL_SIZES, type School, withSchool } from './support/seed';
import { serverEnv, spawnScript, waitUntil } from './support/server';
import { printTable } from './table';

const RATIO_TARGET = 0.25;

const FULL_LOAD = { connections: 32, durationMs: 15_000, warmUpMs: 3_000 };
// The smoke run proves the routes answer under concurrent load; it runs beside the browser tests, whose
// two cores it shares, so a second of each is enough.
const SMOKE_LOAD = { connections: 8, durationMs: 1_000, warmUpMs: 250 };

function portsFrom(output: string): { appPort: number; barePort: number } | null {
  const line = output.split('\n').find((candidate) => candidate.startsWith('{"appPort"'));
  return line ? JSON.parse(line) : null;
}

function rowOf(label: string, result: LoadResult, bareRps: number) {
  const rps = result.requests / result.seconds;
  return [
    label,
    rps.toFixed(0),
    ms(median(result.latencies)),
    ms(percentile(result.latencies, 99)),
    result.errors,
    bareRps ? `${((rps / bareRps) * 100).toFixed(0)}%` : '',
  ];
}

/** Measures the three routes against a running pair of servers; throws when a request fails. */
async function measureRoutes(school: School, ports: { appPort: number; barePort: number }, smoke: boolean) {
  const { database, seeded } = school;
  const load = smoke ? SMOKE_LOAD : FULL_LOAD;
  const app = `http://127.0.0.1:${ports.appPort}`;
  const student = await signIn(app, seeded.students[0], seeded.password);
  const admin = await signIn(app, seeded.admin, seeded.password);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const bare = await hammer({ url: `http://127.0.0.1:${ports.barePort}/hello`, ...load });
  const grades = await hammer({ url: `${app}/api/student/grades`, headers: bearer(student.token), ...load });
  const courses = await hammer({ url: `${app}/api/admin/courses`, headers: bearer(admin.token), ...load });
  const bareRps = bare.requests / bare.seconds;
  printTable(
    `API on ${database.label}: ${seeded.counts.users - 1} students, ${seeded.counts.submissions} submissions; ${load.connections} connections, ${load.durationMs / 1000} s each after ${load.warmUpMs / 1000} s warm-up (ms)`,
    ['route', 'req/s', 'p50', 'p99', 'errors', `vs bare (target >= ${RATIO_TARGET * 100}%)`],
    [
      rowOf('bare Fastify GET /hello', bare, 0),
      rowOf(`GET /api/student/grades (${seeded.releasedPerStudent} released)`, grades, bareRps),
      rowOf(`GET /api/admin/courses (${seeded.courses} courses)`, courses, bareRps),
    ],
  );
  const failures = [bare, grades, courses].flatMap((result) => result.errorSamples);
  if (failures.length > 0) throw new Error(`requests failed: ${failures.join('; ')}`);
}

/** Starts both servers on a seeded school and measures; throws when a request fails or a server dies. */
export async function benchApi(school: School, { smoke }: { smoke: boolean }): Promise<void> {
  const servers = spawnScript(
    'bench/support/api-servers.ts',
    serverEnv({
      dataDir: school.database.dataDir,
      databaseUrl: school.database.databaseUrl,
      seedDemo: false,
    }),
  );
  const ports = await waitUntil(servers, 'the API servers', async () => portsFrom(servers.output()));
  try {
    await measureRoutes(school, ports, smoke);
    servers.assertAlive();
  } finally {
    await servers.stop();
  }
}

async function main() {
  console.log(`API benchmark on ${machineNote()}`);
  await withSchool(isSmoke() ? SCHOOL_SIZES.smoke : SCHOOL_SIZES.full, (school) =>
    benchApi(school, { smoke: isSmoke() }),
  );
}

if (require.main === module) runMain(main);
