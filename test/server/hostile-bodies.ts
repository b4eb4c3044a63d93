/**
 * Bodies built to stall a server that walks, validates or parses what it is sent without bounds: the
 * security test (security/hostile-bodies.test.ts) checks how each is refused, and bench/hostile.ts times
 * the refusals. The benchmark's smoke run sends smaller ones, still past every limit.
 */
export type Caller = 'stranger' | 'student' | 'unverified' | 'admin';

export type HostileBodyId =
  | 'signInDeepAroundNumbers'
  | 'signInDeep'
  | 'essayDeepArrays'
  | 'essayNumbers'
  | 'essayNestedDivs'
  | 'essayNestedBold'
  | 'essayBoldWords'
  | 'essayAttributes'
  | 'lessonNestedDivs'
  | 'logBatchHuge'
  | 'logBatchLong';

export interface HostileBody {
  id: HostileBodyId;
  label: string;
  caller: Caller;
  /** The path, given the ids the caller found (an open assignment, a week). */
  path: (ids: { assignmentId: number; weekId: number }) => string;
  json: string;
}

const nestedArrays = (depth: number, inside = '0') => `${'['.repeat(depth)}${inside}${']'.repeat(depth)}`;
const numbers = (count: number) => `[${Array.from({ length: count }, () => '7').join(',')}]`;
const emptyObjects = (count: number) => `[${Array.from({ length: count }, () => '{}').join(',')}]`;
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
      id: 'signInDeepAroundNumbers',
      label: `sign-in: ${count(n(4000, 100))} nested arrays around ${count(n(500_000, 20_000))} numbers`,
      caller: 'stranger',
      path: login,
      json: nestedArrays(n(4000, 100), numbers(n(500_000, 20_000))),
    },
    {
      id: 'signInDeep',
      label: `sign-in: ${count(n(5000, 100))} nested arrays`,
      caller: 'stranger',
      path: login,
      json: nestedArrays(n(5000, 100)),
    },
    {
      id: 'essayDeepArrays',
      label: `essay: ${count(n(20_000, 200))} nested arrays`,
      caller: 'student',
      path: essayPath,
      json: essay(nestedArrays(n(20_000, 200))),
    },
    {
      id: 'essayNumbers',
      label: `essay: a list of ${count(n(500_000, 20_000))} numbers`,
      caller: 'student',
      path: essayPath,
      json: essay(numbers(n(500_000, 20_000))),
    },
    {
      id: 'essayNestedDivs',
      label: `essay: ${count(n(10_000, 200))} nested <div>`,
      caller: 'student',
      path: essayPath,
      json: essayHtml(nestedHtml('div', n(10_000, 200))),
    },
    {
      id: 'essayNestedBold',
      label: `essay: ${count(n(125_000, 2000))} nested <b>`,
      caller: 'student',
      path: essayPath,
      json: essayHtml('<b>'.repeat(n(125_000, 2000))),
    },
    {
      id: 'essayBoldWords',
      label: `essay: ${count(n(50_000, 10_001))} bold words side by side`,
      caller: 'student',
      path: essayPath,
      json: essayHtml('<b>w</b> '.repeat(n(50_000, 10_001))),
    },
    {
      id: 'essayAttributes',
      label: `essay: one <p> with ${count(n(60_000, 2000))} attributes`,
      caller: 'student',
      path: essayPath,
      // Short names without values, as the 313 KB of them first reported were.
      json: essayHtml(
        `<p ${Array.from({ length: n(60_000, 2000) }, (_, k) => `a${k.toString(36)}`).join(' ')}>Trees</p>`,
      ),
    },
    {
      id: 'lessonNestedDivs',
      label: `lesson: ${count(n(10_000, 200))} nested <div>`,
      caller: 'admin',
      path: ({ weekId }) => `/api/admin/weeks/${weekId}/lessons`,
      json: JSON.stringify({ title: 'Deep', content_html: nestedHtml('div', n(10_000, 200)) }),
    },
    {
      id: 'logBatchHuge',
      label: `log batch: ${count(n(340_000, 11_000))} events, unverified account`,
      caller: 'unverified',
      path: logBatch,
      json: emptyObjects(n(340_000, 11_000)),
    },
    {
      id: 'logBatchLong',
      label: `log batch: ${count(n(5000, 200))} events, unverified account`,
      caller: 'unverified',
      path: logBatch,
      json: emptyObjects(n(5000, 200)),
    },
  ];
}
