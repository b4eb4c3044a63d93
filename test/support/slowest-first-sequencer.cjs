/**
 * Jest orders test files by the times it remembers from earlier runs, and a fresh clone (CI) has none,
 * so it falls back to file size. The files below take far longer than their size says (the whole list
 * of naughty strings, feedback jobs with the engine, servers killed and restarted); started late, one of
 * them is the last thing running while the other workers sit idle. They go first; the rest keep jest's
 * order.
 */
const Sequencer = require('@jest/test-sequencer').default;

const SLOWEST = [
  'src/server/security/naughty-strings.test.ts',
  'src/server/feedback/feedback-jobs.test.ts',
  'src/server/reliability/server-crash.test.ts',
  'src/server/auth/authorization-matrix.test.ts',
  'src/server/reliability/two-servers.test.ts',
  'src/server/feedback/worker/rules-engine.test.ts',
  'src/server/feedback/worker/engine-client.test.ts',
  'src/server/reliability/database-restart.test.ts',
  'src/client/features/grading/tests/grading-desk.test.tsx',
  'src/client/features/essay-viewer/tests/assignment-feedback-page.test.tsx',
];

const rankOf = (test) => {
  const rank = SLOWEST.findIndex((file) => test.path.endsWith(file));
  return rank === -1 ? SLOWEST.length : rank;
};

class SlowestFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    // Array.prototype.sort is stable: files of equal rank keep the order jest gave them.
    return [...ordered].sort((a, b) => rankOf(a) - rankOf(b));
  }
}

module.exports = SlowestFirstSequencer;
