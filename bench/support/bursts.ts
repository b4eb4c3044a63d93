import { randomUUID } from 'node:crypto';
import { essayText } from './essay';
import type { RunningServer } from './server';

/** What one burst of requests from one person did, and what a second client saw meanwhile. */
export interface Burst {
  label: string;
  statuses: string;
  /** When the last request of the burst was answered, from the first one sent. */
  answeredMs: number;
  /** The slowest GET /api/health a second client got while the burst was under way. */
  worstHealthMs: number;
}

async function call(server: RunningServer, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: () => JSON.parse(text) };
}

/** Sends every request of a burst at once and checks health from a second client until all are answered. */
async function burst(
  server: RunningServer,
  label: string,
  requests: Array<() => Promise<{ status: number }>>,
) {
  const started = performance.now();
  let done = false;
  const all = Promise.all(requests.map((send) => send())).finally(() => {
    done = true;
  });
  const health: number[] = [];
  do {
    const sent = performance.now();
    await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
    health.push(performance.now() - sent);
  } while (!done);
  const answers = await all;
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return {
    label,
    statuses: [...counts].map(([status, n]) => `${n}×${status}`).join(' '),
    answeredMs: performance.now() - started,
    worstHealthMs: Math.max(...health),
  } satisfies Burst;
}

/**
 * The benchmark essay repeated to about `kilobytes` thousand characters of HTML (within the 500,000 an
 * essay may have), each paragraph numbered so none repeat.
 */
function longEssay(kilobytes: number, change = ''): string {
  const paragraphs: string[] = [];
  let size = 0;
  for (let n = 0; size + 600 < kilobytes * 1000; n += 1) {
    const paragraph = `<p>${n} ${essayText.split('\n\n')[n % 7]}${n % 50 === 0 ? change : ''}</p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  return paragraphs.join('');
}

/**
 * Bursts one person can send: comparisons of a long essay's two versions, replies under one comment,
 * and browser log batches from fresh unverified accounts, each with the worst health check meanwhile.
 */
export async function sendBursts(
  server: RunningServer,
  callers: { student: string; admin: string; weekId: number; newUnverified: () => Promise<string> },
  { smoke }: { smoke: boolean },
): Promise<Burst[]> {
  const { student, admin, weekId } = callers;
  const kilobytes = smoke ? 60 : 495;
  const assignment = (
    await call(server, 'POST', `/admin/weeks/${weekId}/assignments`, admin, {
      title: `Long essays ${randomUUID().slice(0, 6)}`,
      instructions_html: '<p>Write at length.</p>',
      allow_revisions: true,
      max_versions: 3,
    })
  ).json();
  const submit = async (html: string) => {
    const answer = await call(server, 'POST', `/student/assignments/${assignment.id}/submissions`, student, {
      content_html: html,
    });
    if (answer.status !== 201) throw new Error(`the long essay was answered ${answer.status}`);
    return answer.json();
  };
  const first = await submit(longEssay(kilobytes));
  const base = `/admin/assignments/${assignment.id}/submissions/${first.id}`;
  const detail = (await call(server, 'GET', base, admin)).json();
  const quote = detail.content_text.slice(2, 30);
  const item = (
    await call(server, 'POST', `${base}/feedback-items`, admin, {
      startIndex: 2,
      endIndex: 30,
      quote,
      category: 'clarity',
      severity: 'low',
      comment: 'Say this more plainly.',
      suggestion: '',
    })
  ).json();
  const release = await call(server, 'PUT', `${base}/review`, admin, {
    grade: 70,
    general_feedback: '',
    overall_feedback: '',
    strengths: [],
    areas_for_improvement: [],
    encouragement: '',
    release: true,
  });
  if (release.status !== 200) throw new Error(`release answered ${release.status}`);
  const second = await submit(longEssay(kilobytes, ' A sentence added in the revision.'));

  const results: Burst[] = [];
  results.push(
    await burst(
      server,
      `8 comparisons at once of a ${kilobytes} KB essay's two versions`,
      Array.from({ length: 8 }, () => () => call(server, 'GET', `/submissions/${second.id}/diff`, student)),
    ),
  );
  results.push(
    await burst(
      server,
      '30 replies at once under one comment',
      Array.from(
        { length: 30 },
        (_, k) => () =>
          call(server, 'POST', `/feedback-items/${item.id}/replies`, student, { body: `Question ${k}?` }),
      ),
    ),
  );
  const unverified = await Promise.all(Array.from({ length: smoke ? 2 : 5 }, () => callers.newUnverified()));
  const event = (k: number) => ({
    timestamp: new Date().toISOString(),
    userId: null,
    username: null,
    userRole: null,
    sessionId: `flood-${k}`,
    action: 'getCourses',
    category: 'PERFORMANCE',
    entityType: null,
    entityId: null,
    details: {},
    success: true,
    errorMessage: null,
    duration: 20,
    browserInfo: 'bench',
    pageUrl: 'http://bench/',
  });
  results.push(
    await burst(
      server,
      `${unverified.length} unverified accounts × 5 batches of 100 log events`,
      unverified.flatMap((token) =>
        Array.from(
          { length: 5 },
          (_, k) => () =>
            call(
              server,
              'POST',
              '/admin/logs/ingest/batch',
              token,
              Array.from({ length: 100 }, () => event(k)),
            ),
        ),
      ),
    ),
  );
  return results;
}
