import { checkRuleTable, findingsOf } from '../../../../test/server/engine-rule-table';
import { openingClauseCommaCandidates } from './opening-clauses';

/** A comma after a long opening clause, and openings that need none or end elsewhere. */
const findings = findingsOf(openingClauseCommaCandidates);

const FLAGS: Array<[string, string, string]> = [
  [
    'Although our town opened a new pool last spring many children still swim in the river.',
    'spring many',
    '“spring, many”',
  ],
  ['When the train is late the station gets very crowded.', 'late the', '“late, the”'],
  ['Because the museum closes at five my sister visits it on Saturdays.', 'five my', '“five, my”'],
  ['If they are not comfortable then they leave early.', 'comfortable then', '“comfortable, then”'],
  ['Since the bakery moved to Elm Street we buy our bread there.', 'Street we', '“Street, we”'],
  ['Although the hall was full the doors stayed open.', 'full the', '“full, the”'],
  ['When you finish your work you may leave.', 'work you', '“work, you”'],
];

const LEAVES = [
  'Although our town opened a new pool last spring, many children still swim in the river.',
  'After school the children walk home together.',
  'Since June the price of bread has doubled.',
  'If you think the plan works, we should try it.',
  'When did the council open the pool the children asked for?',
  'If a student does not like the course they have chosen, they can change it.',
  'If it rains we stay inside.',
  'The more you practise the more you improve.',
  'When it snows the buses stop.',
  'If you help people out, one day they will help you.',
  'When you show the skills you have in the interview, you get the job.',
  'Because the museum closes at five, my sister visits it on Saturdays.',
  'We stay inside when the weather is bad and the roads are icy.',
];

describe('comma after an opening clause', () => {
  checkRuleTable(findings, FLAGS, LEAVES);
});
