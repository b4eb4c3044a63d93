import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { agreementClauseCandidates } from './agreement-clauses';
import { readDocument } from './document';
import { subjectPhraseCandidates } from './subject-phrases';
import { subjectVerbCandidates } from './subject-verb';
import type { Candidate, EssayDocument } from './types';

/**
 * Agreement across what stands between a subject and its verb (a relative pronoun, an adverb, a
 * phrase after the noun) and with gerund and quantity subjects: each rule with the sentences it must
 * flag and at least as many correct sentences near them that it must leave alone.
 */
const nlp = winkNLP(model);
type Rule = (doc: EssayDocument) => Candidate[];
const findings = (rule: Rule, sentence: string) =>
  rule(readDocument(sentence, nlp, nlp.its)).map((found) => ({
    quote: sentence.slice(found.range.start, found.range.end),
    suggestion: found.suggestion,
  }));

const TABLES: Record<string, { rule: Rule; flags: Array<[string, string, string]>; leaves: string[] }> = {
  'the verb of a relative clause agrees with the noun before it': {
    rule: agreementClauseCandidates,
    flags: [
      ['Students who stays up late are tired in class.', 'stays', '“stay”'],
      ['The businesses that depends on tourists would gain.', 'depends', '“depend”'],
      ['My cousin, who don’t have internet, studies there.', 'don’t', '“doesn’t”'],
      ['Anyone who have tried it knows how hard it is.', 'have', '“has”'],
      ['People who is late miss the bus.', 'is', '“are”'],
      ['The students who volunteers for the first time often come back.', 'volunteers', '“volunteer”'],
      ['A student who play until midnight is tired.', 'play', '“plays”'],
    ],
    leaves: [
      'Students who stay up late are tired in class.',
      'The business that depends on tourists would gain.',
      'My cousin, who doesn’t have internet, studies there.',
      'Anyone who has tried it knows how hard it is.',
      'One of the students who are late is my brother.',
      'The roof of the houses that is broken leaks.',
      'We recycled the cans, which helps the planet.',
      'A student who read the book yesterday told me.',
      'The students who will volunteer next year are ready.',
      'The teacher who often helps us retired.',
      'The staff who work here are kind.',
      'She sees about twelve students a week who need a break.',
    ],
  },
  'a gerund subject is singular': {
    rule: agreementClauseCandidates,
    flags: [
      ['Banning cars make the street quieter.', 'make', '“makes”'],
      ['Volunteering teach students things no test can measure.', 'teach', '“teaches”'],
      ['Playing games with friends also build friendships.', 'build', '“builds”'],
    ],
    leaves: [
      'Banning cars makes the street quieter.',
      'Morning classes start at eight.',
      'Parking spaces cost money.',
      'Having friends help you is a gift.',
      'Looking back, I think we were right.',
      'Training sessions help new players.',
      'Volunteering teaches students things no test can measure.',
    ],
  },
  'a verb of the senses after a singular noun': {
    rule: agreementClauseCandidates,
    flags: [
      ['On a busy Saturday the air smell like gasoline.', 'smell', '“smells”'],
      ['The soup taste like water.', 'taste', '“tastes”'],
    ],
    leaves: [
      'On a busy Saturday the air smells like gasoline.',
      'Does the air smell like gasoline?',
      'Let the soup taste like home.',
      'The kitchens smell like bread.',
    ],
  },
  'a quantity or a pronoun with a phrase after it': {
    rule: subjectPhraseCandidates,
    flags: [
      ['Most of the students in my class gets six hours of sleep.', 'gets', '“get”'],
      ['Nobody at the store care about excuses.', 'care', '“cares”'],
      ['The number of bottles were over three hundred.', 'were', '“was”'],
      ['Everyone in my family have a bike.', 'have', '“has”'],
      ['The list of rules make no sense.', 'make', '“makes”'],
    ],
    leaves: [
      'Most of the students in my class get six hours of sleep.',
      'Nobody at the store cares about excuses.',
      'A number of bottles were left on the floor.',
      'The number of bottles was over three hundred.',
      'Most of the cake is gone.',
      'Everyone in my family has a bike.',
      'The list of rules makes no sense.',
      'The rest of the students walk home.',
    ],
  },
  'a singular subject with a base verb, after "that" that asks for nothing': {
    rule: subjectVerbCandidates,
    flags: [
      ['They say that the bus only come once an hour.', 'come', '“comes”'],
      ['If I am late, someone covers for me, and that person lose a break.', 'lose', '“loses”'],
    ],
    leaves: [
      'They say that the bus only comes once an hour.',
      'It is important that the student attend every class.',
      'We suggest that the bus come more often.',
      'If my brother were here, he would help.',
    ],
  },
};

describe.each(Object.entries(TABLES))('%s', (_, { rule, flags, leaves }) => {
  it('has at least as many correct sentences as wrong ones', () => {
    expect(leaves.length).toBeGreaterThanOrEqual(flags.length);
  });
  it.each(flags)('flags %j', (sentence, quote, correction) => {
    expect(findings(rule, sentence)).toEqual([{ quote, suggestion: expect.stringContaining(correction) }]);
  });
  it.each(leaves)('leaves %j alone', (sentence) => {
    expect(findings(rule, sentence)).toEqual([]);
  });
});
