import { describeRuleTables, findingsOf } from '../../../../test/server/engine-rule-table';
import { missingArticleCandidates } from './missing-articles';

/** A singular count noun without an article, and the places where a noun rightly stands bare. */
const findings = findingsOf(missingArticleCandidates);

describeRuleTables('missing-articles', () => findings);
