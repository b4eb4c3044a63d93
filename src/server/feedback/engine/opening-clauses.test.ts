import { describeRuleTables, findingsOf } from '../../../../test/server/engine-rule-table';
import { openingClauseCommaCandidates } from './opening-clauses';

/** A comma after a long opening clause, and openings that need none or end elsewhere. */
const findings = findingsOf(openingClauseCommaCandidates);

describeRuleTables('opening-clauses', () => findings);
