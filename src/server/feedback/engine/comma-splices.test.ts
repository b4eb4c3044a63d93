import { checkRuleTable, findingsOf } from '../../../../test/server/engine-rule-table';
import { commaSpliceCandidates } from './comma-splices';

/** Two sentences joined by a comma alone, and commas that join what a comma may join. */
const findings = findingsOf(commaSpliceCandidates);

const FLAGS: Array<[string, string, string]> = [
  [
    'That is a fair concern, however it can be solved by moving practice.',
    'concern, however',
    '“concern; however,”',
  ],
  ['People on foot stop to look in the windows, people in cars drive past.', 'windows, people', 'full stop'],
  ['Students will throw trash in the wrong bin, this is easy to fix.', 'bin, this', 'full stop'],
  ['Uniforms might look neat, they do not make anyone learn more.', 'neat, they', 'full stop'],
  ['The shop was closed, we went home early.', 'closed, we', 'full stop'],
  ['We face our problems no matter how bad they are, we never give up.', 'are, we', 'full stop'],
  ['To do all this you must eat well, it is the only way.', 'well, it', 'full stop'],
];

const LEAVES = [
  'That is a fair concern; however, it can be solved by moving practice.',
  'The plan, however, failed in the end.',
  'When I came home, I ate dinner with my family.',
  'If it rains tomorrow, we will stay inside.',
  'After school, we walk to the library together.',
  'Yes, it is true that the bus is late.',
  'The shop was closed, so we went home early.',
  'We bought apples, pears and plums at the market.',
  'She said, we need to leave now.',
  'The students who finished early, they went home.',
  'The more you read, the more you learn.',
  'This is true, however much it costs.',
  'My friend, I think, is right about this.',
  'Farmers sell eggs and cheese, a baker brings bread, and a woman sells honey.',
  'The cost would be shared with the villages nearby, whose councils have offered money.',
  'To get things done, you have to plan ahead.',
  'So to save money, we walk to school.',
  'No matter how small it is, a kind act helps.',
  'The next thing you know, the bus is gone.',
  'We help the other students, share our notes and finish faster.',
  'Every time we meet, I learn something new.',
  'The plan may fail, but whatever happens, we will learn from it.',
  'You can call her first, but if you do not, she will worry.',
];

describe('comma splices', () => {
  checkRuleTable(findings, FLAGS, LEAVES);
  it('does not take a comma after a noun and “is” for a splice', () => {
    // The comma stands where a colon belongs; a full stop there would leave "My first reason is."
    expect(findings('My first reason is, students need more sleep.')).toEqual([]);
  });
});
