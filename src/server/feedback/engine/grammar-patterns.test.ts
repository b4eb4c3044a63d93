import { describeRuleTables, findingsOf } from '../../../../test/server/engine-rule-table';
import { confusableCandidates } from './confusables';
import { learnerUsageCandidates } from './learner-usage';
import { nounNumberCandidates } from './noun-number';
import { commasAfterOpeningPhrases, commasBeforeAnd, introductoryCommas } from './punctuation';
import { subjectPhraseCandidates } from './subject-phrases';
import { subjectVerbCandidates } from './subject-verb';

/**
 * Each rule with the sentences it must flag (the quoted words and the correction) and at least as many
 * correct sentences, written to sit close to the mistake, that it must leave alone.
 */
const RULES: Record<string, Parameters<typeof findingsOf>[0]> = {
  commasAfterOpeningPhrases,
  commasBeforeAnd,
  confusableCandidates,
  introductoryCommas,
  learnerUsageCandidates,
  nounNumberCandidates,
  subjectPhraseCandidates,
  subjectVerbCandidates,
};

describeRuleTables('grammar-patterns', (rule) => findingsOf(RULES[rule ?? '']));
