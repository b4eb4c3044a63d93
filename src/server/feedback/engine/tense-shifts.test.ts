import { checkRuleTable, findingsOf } from '../../../../test/server/engine-rule-table';
import { pastOf, tenseShiftCandidates } from './tense-shifts';

/** A tense that shifts inside one sentence, and sentences whose tenses differ for a reason. */
const findings = findingsOf(tenseShiftCandidates);

const FLAGS: Array<[string, string, string]> = [
  ['Yesterday my sister walks to the shop with her dog.', 'walks', '“walked”'],
  ['Last summer my cousin moves to Texas with his family.', 'moves', '“moved”'],
  ['Three weeks ago we visit the science museum.', 'visit', '“visited”'],
  ['When I was a child, my grandmother takes me to the market.', 'takes', '“took”'],
  ['In the past, farmers grow most of the food in our valley.', 'grow', '“grew”'],
  ['Last year our team has won the cup.', 'has won', '“won”'],
  ['Last night the wind is very strong.', 'is', '“was”'],
  ['Yesterday she left work early and goes to the gym.', 'goes', '“went”'],
  ['He opens the window and shouted at the children.', 'shouted', '“shouts”'],
];

const LEAVES = [
  'Yesterday my sister walked to the shop with her dog.',
  'Last year I learned that the bus is often late.',
  'Last year I moved to Ohio, and now I live near the lake.',
  'She lives in Paris and studied law at the university.',
  'He grew up here and works in town.',
  'Last week’s game is on television tonight.',
  'Yesterday is gone, and tomorrow is a new day.',
  'Two years ago, I remember, the river flooded the town.',
  'When I was young, I thought school was boring.',
  'Last summer the school buses were always late.',
  'Every day she walks to school and buys bread.',
  'She opens the door and walks in.',
  'He found the key that opens the gate.',
  'Last year’s winner is coming back this spring.',
  'My brother works at the bakery and bought it last year.',
  'In the past few years the town has grown quickly.',
  'She teaches music and wrote two books about it.',
  'When I was ten, we moved to a bigger house.',
];

describe('tense shifts', () => {
  checkRuleTable(findings, FLAGS, LEAVES);
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
