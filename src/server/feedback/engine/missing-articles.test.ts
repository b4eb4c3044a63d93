import { checkRuleTable, findingsOf } from '../../../../test/server/engine-rule-table';
import { missingArticleCandidates } from './missing-articles';

/** A singular count noun without an article, and the places where a noun rightly stands bare. */
const findings = findingsOf(missingArticleCandidates);

const FLAGS: Array<[string, string, string]> = [
  ['I bought car yesterday.', 'car', '“a car”'],
  ['She is teacher at our school.', 'teacher', '“a teacher”'],
  ['It is good idea to walk to school.', 'good idea', '“a good idea”'],
  ['He is very good engineer.', 'very good engineer', '“a very good engineer”'],
  ['We went to the park with friend from school.', 'friend', '“a friend”'],
  ['I have dog and two cats at home.', 'dog', '“a dog”'],
  ['She made mistake on the test.', 'mistake', '“a mistake”'],
  ['My uncle works as engineer in the city.', 'engineer', '“an engineer”'],
];

const LEAVES = [
  'I go to school by car.',
  'She is a teacher at our school.',
  'We stayed at home and went to bed early.',
  'My brother is in class until noon.',
  'She was elected president of the club.',
  'We drank water and ate bread for lunch.',
  'They sell cars and bikes in that shop.',
  'She has car keys in her bag.',
  'We will book tickets tonight.',
  'They phone their parents every day.',
  'I found a well paid job last summer.',
  'He went door to door with the leaflets.',
  'Downtown should be car-free on weekends.',
  'She is my teacher and my friend.',
  'I liked the teacher’s lessons.',
  'This is the best idea we have heard.',
  'He needs another job after the summer.',
  'Such as teacher and student, everyone came.',
  'Why My Sister Bought Car',
  'Things to do before the trip\n\n- buy umbrella\n\n- call uncle',
];

describe('missing articles', () => {
  checkRuleTable(findings, FLAGS, LEAVES);
});
