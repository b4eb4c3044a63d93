import { describeRuleTables, findingsOf } from '../../../../test/server/engine-rule-table';
import { pastOf, tenseShiftCandidates } from './tense-shifts';

/** A tense that shifts inside one sentence, and sentences whose tenses differ for a reason. */
const findings = findingsOf(tenseShiftCandidates);

describeRuleTables('tense-shifts', () => findings);

describe('tense shifts beyond the table', () => {
  it.each([
    ['walk', 'walked'],
    ['stop', 'stopped'],
    ['study', 'studied'],
    ['move', 'moved'],
    ['go', 'went'],
    ['visit', 'visited'],
  ])('writes the past of %j as %j', (base, past) => {
    expect(pastOf(base)).toBe(past);
  });
});
