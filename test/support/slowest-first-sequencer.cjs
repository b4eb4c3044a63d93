/**
 * Jest orders test files by the times it remembers from earlier runs, and a fresh clone (CI) has none,
 * so it falls back to file size, which says little: a file started late that runs a minute is the last
 * thing running while the other workers sit idle. The longest files start first, by the times of a
 * recorded run (`file-durations.json`, written by `scripts/record-test-durations.ts`); a file not
 * recorded counts as a typical one. Files of equal time keep jest's order.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const recorded = require('./file-durations.json');

const root = path.resolve(__dirname, '../..');
const times = Object.values(recorded).sort((a, b) => a - b);
const typical = times[Math.floor(times.length / 2)] ?? 0;
const secondsOf = (test) => recorded[path.relative(root, test.path)] ?? typical;

class SlowestFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    // Array.prototype.sort is stable: files of equal time keep the order jest gave them.
    return [...ordered].sort((a, b) => secondsOf(b) - secondsOf(a));
  }
}

module.exports = SlowestFirstSequencer;
