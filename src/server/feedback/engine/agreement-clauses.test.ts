import { describeRuleTables, findingsOf } from '../../../../test/server/engine-rule-table';
import { agreementClauseCandidates } from './agreement-clauses';
import { subjectPhraseCandidates } from './subject-phrases';
import { subjectVerbCandidates } from './subject-verb';

/**
 * Agreement across what stands between a subject and its verb (a relative pronoun, an adverb, a
 * phrase after the noun) and with gerund and quantity subjects: each rule with the sentences it must
 * flag and at least as many correct sentences near them that it must leave alone.
 */
const RULES: Record<string, Parameters<typeof findingsOf>[0]> = {
  agreementClauseCandidates,
  subjectPhraseCandidates,
  subjectVerbCandidates,
};

describeRuleTables('agreement-clauses', (rule) => findingsOf(RULES[rule ?? '']));
