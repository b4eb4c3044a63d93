import { checkRuleTable, findingsOf } from '../../../../test/server/engine-rule-table';
import { homophoneCandidates } from './homophones';

/**
 * Each sound-alike with sentences where the wrong word is written, and at least as many correct
 * sentences that use the same words near the same places, which must get no comment.
 */
const findings = findingsOf(homophoneCandidates);

const TABLES: Record<string, { flags: Array<[string, string, string]>; leaves: string[] }> = {
  'then for than after a comparison': {
    flags: [
      ['It takes much longer then that.', 'then', '“than”'],
      ['Forty hours is less then one weekend.', 'then', '“than”'],
      ['A bike is cheaper then a car for most families.', 'then', '“than”'],
      ['Reading taught me more about history then my textbook did.', 'then', '“than”'],
    ],
    leaves: [
      'It takes much longer than that.',
      'We ate more, then we left.',
      'I read more and then I slept.',
      'It got colder then it snowed all night.',
      'If you want more, then ask for it.',
      'Since then the bus has been late every day.',
      'Back then our school was smaller.',
      'We waited for the bus and then walked home.',
    ],
  },
  'lose and loose': {
    flags: [
      ['Teachers loose time repeating the lesson.', 'loose', '“lose”'],
      ['We will loose our free time.', 'loose', '“lose”'],
      ['Some dogs were found running lose in the park.', 'lose', '“loose”'],
      ['The screw on my desk is too lose.', 'lose', '“loose”'],
    ],
    leaves: [
      'Students who miss the bus lose the first half of the lesson.',
      'I wear loose clothes in summer.',
      'The dog got loose again.',
      'A loose tooth hurts.',
      'We will lose the game if we do not practise.',
      'They let the dogs run loose on the beach.',
      'Nobody wants to lose a friend.',
      'My shoelaces are loose.',
    ],
  },
  'their, there and they’re': {
    flags: [
      ['Their more likely to buy something.', 'Their', '“They’re”'],
      ['Students would use the bins if their were some nearby.', 'their', '“there”'],
      ['Many parents drive there kids to school.', 'there', '“their”'],
      ['Students could use they’re extra day for rest.', 'they’re', '“their”'],
      ['Their not ready for the test.', 'Their', '“They’re”'],
    ],
    leaves: [
      'They’re more likely to buy something.',
      'Their more expensive cars stay at home.',
      'They did their best to help.',
      'There were some bins near the door.',
      'Parents drive their kids to school.',
      'I think they’re students at the college.',
      'We went there last summer.',
      'From there people walk to the station.',
      'They’re happy about the change.',
      'Their own teachers agree.',
    ],
  },
  'it’s for its': {
    flags: [
      ['The school talks about it’s commitment to the environment.', 'it’s', '“its”'],
      ['The club has it’s own rules.', 'it’s', '“its”'],
    ],
    leaves: [
      'It’s commitment that counts in the end.',
      'The school is proud of its art program.',
      'I think it’s a good idea.',
      'It’s hard to argue with that.',
    ],
  },
  'to for too': {
    flags: [
      ['My dad spends to much time in traffic.', 'to', '“too”'],
      ['Nobody is cut off for to long.', 'to', '“too”'],
      ['A phone on the desk is simply to tempting.', 'to', '“too”'],
      ['I was on time for school more often to.', 'to', '“too”'],
    ],
    leaves: [
      'We talked to many people at the fair.',
      'He contributed to much of the work.',
      'Things went from bad to worse.',
      'This is the school I went to.',
      'I did not want to.',
      'The walk to school is long.',
      'We moved to old houses near the river.',
      'My dad spends too much time in traffic.',
    ],
  },
  'whose and who’s': {
    flags: [
      ['One volunteer, who’s family once depended on the food bank, helped.', 'who’s', '“whose”'],
      ['Ms. Ortiz, whose been teaching here for years, agrees.', 'whose', '“who’s”'],
      ['Every teacher whose tried it says the same.', 'whose', '“who’s”'],
    ],
    leaves: [
      'One volunteer, whose family once depended on the food bank, helped.',
      'Ms. Ortiz, who’s been teaching here for years, agrees.',
      'The girl who’s class president spoke first.',
      'I know whose bag this is.',
      'A teacher whose students love her retired.',
    ],
  },
  'your and you’re': {
    flags: [
      ['When your that tired, nothing makes sense.', 'your', '“you’re”'],
      ['Your never too young to help.', 'Your', '“You’re”'],
      ['Earning you’re own money changes things.', 'you’re', '“your”'],
    ],
    leaves: [
      'When you’re that tired, nothing makes sense.',
      'Your own money changes things.',
      'Your never-ending questions help me.',
      'Is your so-called plan ready?',
      'Your very best work is enough.',
      'You’re never too young to help.',
    ],
  },
};

describe.each(Object.entries(TABLES))('%s', (_, { flags, leaves }) => {
  checkRuleTable(findings, flags, leaves);
});
