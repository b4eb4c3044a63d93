import type { LightMyRequestResponse } from 'fastify';
import { bearer } from '../../../test/server/factories';
import { naughtyStrings, representativeSample } from '../../../test/server/security/naughty-corpus';
import { type Turn, WRITE_ROUTES, type WriteRoute } from '../../../test/server/security/naughty-routes';
import { buildNaughtyWorld, type NaughtyWorld } from '../../../test/server/security/naughty-world';
import {
  pathOfErrorField,
  type TextField,
  textAt,
  textFields,
  withText,
} from '../../../test/server/security/text-fields';
import { startTestServer, type TestServer } from '../../../test/server/test-server';

/**
 * Every string of the Big List of Naughty Strings into every text field of every write route. Each must
 * either be stored and read back exactly (or as the route means to store it: a trimmed title, sanitised
 * HTML), or be refused with a 4xx whose message is a sentence. Nothing may end in a 5xx.
 *
 * Both databases are PostgreSQL engines, so the whole list runs once: on PostgreSQL when the run has it
 * (TEST_DATABASE_URL, as in CI), where it takes under a minute, else on PGlite, whose WebAssembly takes
 * several. The other database, and the fields where each string costs a password hash, take a sample
 * of every kind of trouble in the list (NUL, line ends, emoji, right-to-left, the longest, SQL, templates).
 */

/** Requests at once, each on its own object of the route. */
const SLOTS = 12;
const ALL = naughtyStrings();
const SAMPLE = new Set(representativeSample(ALL));
const onPostgres = process.env.MARGIN_TEST_DATABASE === 'postgres';
const takesWholeList = onPostgres || !process.env.TEST_DATABASE_URL;
const CORPUS = takesWholeList ? ALL : [...SAMPLE];

let server: TestServer;
let world: NaughtyWorld;
beforeAll(async () => {
  server = await startTestServer({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_INGEST_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_EVENTS_PER_ACCOUNT_PER_DAY: '10000000',
    ESSAY_SUBMISSIONS_PER_10_MINUTES: '100000',
    LEGACY_ANALYTICS: '1',
  });
  world = await buildNaughtyWorld(server, SLOTS, ALL.length);
}, 120_000);
afterAll(() => server.close());

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const writeRoutesWithText = () =>
  server.app.apiRoutes.filter(
    (route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && textFields(route.body).length > 0,
  );
const show = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

const SENTENCE = /^\p{Lu}[\s\S]*[.!?]$/u;

/** The sentences a refusal gives a person: one per named field, or its detail. */
function unclearRefusal(answer: LightMyRequestResponse): string | null {
  let body: { detail?: unknown; error?: unknown; fields?: Record<string, unknown> };
  try {
    body = answer.json();
  } catch {
    return `answered ${answer.statusCode} without the JSON error shape`;
  }
  const sentences = body.fields ? Object.values(body.fields) : [body.detail ?? body.error];
  const unclear = sentences.filter(
    (sentence) => typeof sentence !== 'string' || !SENTENCE.test(sentence.trim()),
  );
  return unclear.length ? `answered ${answer.statusCode} with ${JSON.stringify(body)}` : null;
}

interface Element {
  text: string;
  /** The fields still to try; a field the server refused is dropped and the rest sent again. */
  fields: TextField[];
}

interface Job {
  turn: Turn;
  elements: Element[];
}

/** One body holding each element's string in every one of its fields still to try. */
function bodyOf(route: WriteRoute, job: Job): unknown {
  const fill = (element: Element, index: number) =>
    element.fields.reduce(
      (body, field) => withText(body, field.path, element.text),
      route.base(job.turn, index),
    );
  return route.batch ? job.elements.map(fill) : fill(job.elements[0], 0);
}

const describeField = (element: Element, field?: TextField) =>
  `${field ? field.path : element.fields.map((f) => f.path).join(', ')} ${show(element.text)}`;

/**
 * Sends the job, then again without the fields it refused, until the rest is stored or the request is
 * refused as a whole. Answers the problems found and, when the route took it, what was accepted.
 */
async function settle(route: WriteRoute, method: string, job: Job) {
  for (;;) {
    const pending = job.elements.filter((element) => element.fields.length);
    if (!pending.length) return { problems: [] };
    const sent = bodyOf(route, job);
    const token = route.token?.(job.turn);
    const answer = await server.app.inject({
      method: method as 'POST',
      url: route.url(job.turn),
      headers: token ? bearer(token) : {},
      payload: sent as object,
    });
    const status = answer.statusCode;
    if (status < 400) return { problems: [], accepted: { turn: job.turn, answer, sent } };
    const unclear = status >= 500 ? String(status) : unclearRefusal(answer);
    if (unclear) return { problems: pending.map((element) => `${describeField(element)}: ${unclear}`) };
    let narrowed = false;
    for (const name of Object.keys(answer.json().fields ?? {})) {
      const path = pathOfErrorField(name);
      const [index, fieldPath] = route.batch
        ? [Number(name.split('.')[0]), path.replace(/^\*\./, '')]
        : [0, path];
      const element = job.elements[index];
      if (!element) continue;
      const before = element.fields.length;
      element.fields = element.fields.filter((field) => field.path !== fieldPath);
      narrowed ||= element.fields.length < before;
    }
    // Refused as a whole, with a sentence: nothing was stored, and that is a fine answer.
    if (!narrowed) return { problems: [] };
  }
}

// PGlite decodes each text value with a default TextDecoder, which drops a leading U+FEFF as a byte
// order mark; PostgreSQL keeps it. The embedded database's loss of that one invisible character is
// allowed, nothing else.
const LOSES_LEADING_BOM = process.env.MARGIN_TEST_DATABASE === 'pglite';
const sameText = (actual: unknown, expected: unknown) =>
  actual === expected ||
  (LOSES_LEADING_BOM && typeof expected === 'string' && actual === expected.replace(/^\ufeff/, ''));

/** Compares what each accepted field holds now with what was sent, or what the route means to keep. */
function storageProblems(route: WriteRoute, job: Job, stored: unknown): string[] {
  const problems: string[] = [];
  job.elements.forEach((element, index) => {
    const storedElement = route.batch ? (stored as unknown[] | undefined)?.[index] : stored;
    for (const field of element.fields) {
      const meant = route.stored?.[route.batch ? `*.${field.path}` : field.path];
      if (meant === null) continue;
      const expected = meant ? meant(element.text) : element.text;
      const actual = textAt(storedElement, field.path);
      if (expected === '' && field.minLength > 0)
        problems.push(`${describeField(element, field)}: stored empty, though the field is required`);
      else if (!sameText(actual, expected))
        problems.push(
          `${describeField(element, field)}: reads back ${JSON.stringify(actual)}, meant ${JSON.stringify(expected)}`,
        );
    }
  });
  return problems;
}

describe('naughty strings in every text field', () => {
  it('cover every write route that takes text, and name no other', () => {
    expect(Object.keys(WRITE_ROUTES).sort()).toEqual(writeRoutesWithText().map(keyOf).sort());
  });

  it.each(Object.keys(WRITE_ROUTES))(
    '%s',
    async (key) => {
      const route = WRITE_ROUTES[key];
      const apiRoute = server.app.apiRoutes.find((candidate) => keyOf(candidate) === key);
      if (!apiRoute) throw new Error(`${key} is not a route of the server`);
      const fields = textFields(apiRoute.body).map((field) =>
        route.batch ? { ...field, path: field.path.replace(/^\*\./, '') } : field,
      );
      const costly = new Set(route.costly);
      const fieldsFor = (text: string) =>
        fields.filter((field) => !costly.has(field.path) || SAMPLE.has(text));
      const strings = CORPUS.filter((text) => fieldsFor(text).length);

      const size = route.batch ?? 1;
      const groups: string[][] = [];
      for (let start = 0; start < strings.length; start += size)
        groups.push(strings.slice(start, start + size));
      const slots = route.serial ? 1 : SLOTS;
      const problems: string[] = [];
      // In rounds: a few turns at once, each on its own object, then one read for the round.
      for (let round = 0; round * slots < groups.length; round += 1) {
        const jobs: Job[] = groups.slice(round * slots, (round + 1) * slots).map((texts, slot) => ({
          turn: { server, world, n: round * slots + slot, slot, round },
          elements: texts.map((text) => ({ text, fields: fieldsFor(text) })),
        }));
        const settled = await Promise.all(jobs.map((job) => settle(route, apiRoute.method, job)));
        problems.push(...settled.flatMap((outcome) => outcome.problems));
        const accepted = settled.flatMap((outcome, index) =>
          outcome.accepted ? [{ job: jobs[index], accepted: outcome.accepted }] : [],
        );
        if (!route.read || !accepted.length) continue;
        const stored = await route.read(accepted.map((entry) => entry.accepted));
        for (const [index, { job }] of accepted.entries())
          problems.push(...storageProblems(route, job, stored[index]));
      }
      expect(problems).toEqual([]);
    },
    // The longest routes take minutes on a busy machine: every string is a request and a read.
    300_000,
  );
});
