import { describeRuleTables, findingsOf } from '../../../../test/server/engine-rule-table';
import { commaSpliceCandidates } from './comma-splices';

/** Two sentences joined by a comma alone, and commas that join what a comma may join. */
const findings = findingsOf(commaSpliceCandidates);

describeRuleTables('comma-splices', () => findings);

describe('comma splices beyond the table', () => {
  it('does not take a comma after a noun and “is” for a splice', () => {
    // The comma stands where a colon belongs; a full stop there would leave "My first reason is."
    expect(findings('My first reason is, students need more sleep.')).toEqual([]);
  });
});
