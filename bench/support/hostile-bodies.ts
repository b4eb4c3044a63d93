/**
 * The bodies of bench/hostile.ts: each one built to stall a server that walks, validates or parses
 * what it is sent without bounds. The smoke run sends smaller ones, still past every limit.
 */
export type Caller = 'stranger' | 'student' | 'unverified' | 'admin';

export interface HostileBody {
  label: string;
  caller: Caller;
  /** The path, given the ids the run found (an open assignment, a week). */
  path: (ids: { assignmentId: number; weekId: number }) => string;
  json: string;
}

const nestedArrays = (depth: number, inside = '0') => `${'['.repeat(depth)}${inside}${']'.repeat(depth)}`;
const numbers = (count: number) => `[${Array.from({ length: count }, () => '7').join(',')}]`;
const essay = (content: string) => `{"content_html":${content}}`;
const essayHtml = (html: string) => essay(JSON.stringify(html));
const nestedHtml = (tag: string, depth: number) => `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}`;
const count = (n: number) => n.toLocaleString('en');

const login = () => '/api/login';
const essayPath = ({ assignmentId }: { assignmentId: number }) =>
  `/api/student/assignments/${assignmentId}/submissions`;
const logBatch = () => '/api/admin/logs/ingest/batch';

export function hostileBodies(smoke: boolean): HostileBody[] {
  const n = (full: number, small: number) => (smoke ? small : full);
  return [
    {
      label: `sign-in: ${count(n(4000, 100))} nested arrays around ${count(n(500_000, 20_000))} numbers`,
      caller: 'stranger',
      path: login,
      json: nestedArrays(n(4000, 100), numbers(n(500_000, 20_000))),
    },
    {
      label: `sign-in: ${count(n(5000, 100))} nested arrays`,
      caller: 'stranger',
      path: login,
      json: nestedArrays(n(5000, 100)),
    },
    {
      label: `essay: ${count(n(20_000, 200))} nested arrays`,
      caller: 'student',
      path: essayPath,
      json: essay(nestedArrays(n(20_000, 200))),
    },
    {
      label: `essay: a list of ${count(n(500_000, 20_000))} numbers`,
      caller: 'student',
      path: essayPath,
      json: essay(numbers(n(500_000, 20_000))),
    },
    {
      label: `essay: ${count(n(10_000, 200))} nested <div>`,
      caller: 'student',
      path: essayPath,
      json: essayHtml(nestedHtml('div', n(10_000, 200))),
    },
    {
      label: `essay: ${count(n(125_000, 2000))} nested <b>`,
      caller: 'student',
      path: essayPath,
      json: essayHtml('<b>'.repeat(n(125_000, 2000))),
    },
    {
      label: `essay: ${count(n(50_000, 10_001))} bold words side by side`,
      caller: 'student',
      path: essayPath,
      json: essayHtml('<b>w</b> '.repeat(n(50_000, 10_001))),
    },
    {
      label: `lesson: ${count(n(10_000, 200))} nested <div>`,
      caller: 'admin',
      path: ({ weekId }) => `/api/admin/weeks/${weekId}/lessons`,
      json: JSON.stringify({ title: 'Deep', content_html: nestedHtml('div', n(10_000, 200)) }),
    },
    {
      label: `log batch: ${count(n(340_000, 11_000))} events, unverified account`,
      caller: 'unverified',
      path: logBatch,
      json: `[${Array.from({ length: n(340_000, 11_000) }, () => '{}').join(',')}]`,
    },
    {
      label: `log batch: ${count(n(5000, 200))} events, unverified account`,
      caller: 'unverified',
      path: logBatch,
      json: `[${Array.from({ length: n(5000, 200) }, () => '{}').join(',')}]`,
    },
  ];
}
