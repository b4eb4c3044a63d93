import { describeRuleTables, findingsOf } from '../../../../test/server/engine-rule-table';
import { homophoneCandidates } from './homophones';

/**
 * Each sound-alike with sentences where the wrong word is written, and at least as many correct
 * sentences that use the same words near the same places, which must get no comment.
 */
const findings = findingsOf(homophoneCandidates);

describeRuleTables('homophones', () => findings);
