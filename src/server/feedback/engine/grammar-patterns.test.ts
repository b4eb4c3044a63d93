import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { confusableCandidates } from './confusables';
import { readDocument } from './document';
import { learnerUsageCandidates } from './learner-usage';
import { nounNumberCandidates } from './noun-number';
import { commasAfterOpeningPhrases, commasBeforeAnd, introductoryCommas } from './punctuation';
import { subjectPhraseCandidates } from './subject-phrases';
import { subjectVerbCandidates } from './subject-verb';
import type { Candidate, EssayDocument } from './types';

/**
 * Each rule with the sentences it must flag (the quoted words and the correction) and at least as many
 * correct sentences, written to sit close to the mistake, that it must leave alone.
 */
const nlp = winkNLP(model);
type Rule = (doc: EssayDocument) => Candidate[];
const findings = (rule: Rule, sentence: string) =>
  rule(readDocument(sentence, nlp, nlp.its)).map((found) => ({
    quote: sentence.slice(found.range.start, found.range.end),
    suggestion: found.suggestion,
  }));

interface RuleTable {
  rule: Rule;
  flags: Array<[sentence: string, quote: string, correction: string]>;
  leaves: string[];
}

const TABLES: Record<string, RuleTable> = {
  'a plural subject with a singular verb': {
    rule: subjectVerbCandidates,
    flags: [
      ['Students needs time to rest.', 'needs', '“need”'],
      ['Teachers says that homework helps.', 'says', '“say”'],
      ['Uniforms is expensive for families.', 'is', '“are”'],
      ['The food is fried, and students eats chips every day.', 'eats', '“eat”'],
      ['Some people says uniforms stop bullying.', 'says', '“say”'],
    ],
    leaves: [
      'Students need time to rest.',
      'Thirty minutes is not enough time.',
      'Ten dollars is a fair price for a ticket.',
      'James is late again.',
      'Physics is my favourite subject.',
      'The news is good.',
      'Bread and butter is a simple meal.',
      'Students and teachers agree.',
      'The food is fried and greasy.',
      'At the moment most of the meals are fried.',
      'I ate most of the meals at home.',
      'None of the meals is fried.',
      'The students there have more energy.',
      'For the students there is a club.',
    ],
  },
  'a plural subject with a singular verb, counted or with a word between': {
    rule: subjectVerbCandidates,
    flags: [
      ['At the moment most of the meals is fried.', 'is', '“are”'],
      ['The students there has more energy.', 'has', '“have”'],
      ['Teachers also says that homework helps.', 'says', '“say”'],
      ['The school changed its menu and the students there has more energy.', 'has', '“have”'],
    ],
    leaves: [
      'At the moment most of the meals are fried.',
      'The students there have more energy.',
      'Teachers also say that homework helps.',
      'Most of the meal is fried.',
      'We cooked most of the meals, and the rest was bought.',
      'Half of the class is here.',
      'The school changed its menu and the students there have more energy.',
      'Fish and chips is my favourite meal.',
      'The gap between the teacher and the students has grown.',
      'The quality of the food and the drinks is good.',
      'The school changed its menu and the student council has a say.',
    ],
  },
  'a singular subject with a plural verb': {
    rule: subjectVerbCandidates,
    flags: [
      ['The library are closed on Sundays.', 'are', '“is”'],
      ['My brother were angry about it.', 'were', '“was”'],
      ['Because the road are busy, we walk.', 'are', '“is”'],
      ['My friend spend six hours on homework.', 'spend', '“spends”'],
      ['Uniforms help, and the bullying do not stop.', 'do', '“does”'],
      ['My brother watch television every night.', 'watch', '“watches”'],
      ['The library have a new roof.', 'have', '“has”'],
      ['Students notice phones, so the bullying do not stop.', 'do', '“does”'],
    ],
    leaves: [
      'My friend spends six hours on homework.',
      'My friends spend six hours on homework.',
      'My friend will spend six hours on homework.',
      'My friend and I spend six hours on homework.',
      'My friend read the story to us yesterday.',
      'My friend put the books away.',
      'It is important that the student attend every lesson.',
      'The school asks that every student wear a uniform.',
      'The sheep eat grass in the field.',
      'The teacher let us go early.',
      'Does the library have a new roof?',
      'We helped my brother watch the baby.',
      'Students notice phones, so the bullying does not stop.',
      'Teacher, help me with this sentence.',
      'Because some driver make trouble, the road is busy.',
      'If my brother were here, he would help.',
      'I wish the library were open on Sundays.',
      'The police are at the gate.',
      'The staff are friendly.',
      'The team were ready for the match.',
      'The data are clear.',
      'The library and the pool are closed.',
      'The students in the library are quiet.',
      'My brother and I were late.',
    ],
  },
  'he, she, it or a singular noun with a base verb, an adverb between or not': {
    rule: subjectVerbCandidates,
    flags: [
      ['He usually bring a book to class.', 'bring', '“brings”'],
      ['She always go to school by bus.', 'go', '“goes”'],
      ['It also make the city cleaner.', 'make', '“makes”'],
      ['It take ten minutes to walk there.', 'take', '“takes”'],
      ['My brother often play football after school.', 'play', '“plays”'],
      ['Because he never listen, he fails the tests.', 'listen', '“listens”'],
      ['The library still have no lift.', 'have', '“has”'],
    ],
    leaves: [
      'He usually brings a book to class.',
      'He will usually bring a book to class.',
      'Does he usually bring a book to class?',
      'She always went to school by bus.',
      'We let it make a noise.',
      'Thanks to it, people live longer.',
      'If he ever go there, he will see it.',
      'It is vital that he always arrive early.',
      'He and she always go to school by bus.',
      'It may also help the city.',
      'My brother often read the paper to us.',
      'My brothers often play football after school.',
      'The teacher, always patient, helps us.',
      'It also makes the city cleaner.',
    ],
  },
  'a number and its noun': {
    rule: nounNumberCandidates,
    flags: [
      ['We waited for three hour at the station.', 'three hour', '“hours”'],
      ['Several reason make this hard.', 'Several reason', '“reasons”'],
    ],
    leaves: [
      'When schools moved their start to half past eight, attendance rose.',
      'We waited for three hours at the station.',
      'Several reasons make this hard.',
      'At the age of ten, children walk alone.',
    ],
  },
  'a member counted by “many of”, “each of” and the like': {
    rule: nounNumberCandidates,
    flags: [
      ['Many of the student were late.', 'student', '“students”'],
      ['Each of my friend has a bike.', 'friend', '“friends”'],
      ['Both of my brother live in the city.', 'brother', '“brothers”'],
      ['Several of the new teacher came to the meeting.', 'teacher', '“teachers”'],
      ['Few of their idea were used.', 'idea', '“ideas”'],
    ],
    leaves: [
      'Many of the students were late.',
      'Each of my friends has a bike.',
      'Most of the book is about the war.',
      'Some of the water was dirty.',
      'All of the class went on the trip.',
      'Several of the staff were away.',
      'Many of the sheep were lost in the storm.',
      'Both of the team’s captains spoke.',
      'Many of the student council members came.',
      'Few of the people there knew him.',
      'Many of the information sheets were wrong.',
    ],
  },
  'subject–verb agreement after “there is/was”': {
    rule: subjectPhraseCandidates,
    flags: [
      ['Last year there was 14 crashes on the road.', 'there was', '“there were”'],
      ['There is many reasons to walk.', 'There is', '“There are”'],
      ["There's several problems with the plan.", "There's", '“There are”'],
      ['In our town there was also dangerous crossings.', 'there was', '“there were”'],
    ],
    leaves: [
      'Last year there were 14 crashes on the road.',
      'There was one crash on the road.',
      'There is a lot of traffic in the morning.',
      'There was news of crashes on the road.',
      'There is 10 minutes left before the bell.',
      'There was three years of drought.',
      'There is physics in every bicycle.',
      'There are many reasons to walk.',
    ],
  },
  'a subject separated from its verb': {
    rule: subjectPhraseCandidates,
    flags: [
      ['The list of items are on the table.', 'are', '“is”'],
      ['The students in my class was late.', 'was', '“were”'],
      ['My friends, who live near the park, walks to school.', 'walks', '“walk”'],
      ['The teacher of the older students have a plan.', 'have', '“has”'],
      ['The timetable changed, and the reason for the changes have not been explained.', 'have', '“has”'],
      ['We stayed inside because the list of rules are long.', 'are', '“is”'],
    ],
    leaves: [
      'The list of items is on the table.',
      'The number of students is growing.',
      'A number of students are growing vegetables.',
      'The rest of the cars were parked.',
      'The team of doctors are meeting today.',
      'The price of books and the cost of food are rising.',
      'My friends, who live near the park, walk to school.',
      'In the list of items are three pens.',
      'The timetable changed, and the reasons for the change have not been explained.',
      'We stayed inside because the list of rules is long.',
      'He left early, and the rest of the students were happy.',
      'I think that the rules of the game are fair.',
      'We waited in the hall and the list of names was read out.',
    ],
  },
  '“who’s” for “whose”': {
    rule: confusableCandidates,
    flags: [
      ["Parents who's kids walk to school are worried.", "who's", '“whose”'],
      ['Someone who’s students love her is a good teacher.', 'who’s', '“whose”'],
      ["Parents who's kids ride to school worry every morning.", "who's", '“whose”'],
    ],
    leaves: [
      'Parents whose kids ride to school worry every morning.',
      "She is the one who's class president in our school.",
      "The boy who's been waiting is tired.",
      "The girl who's captain of the team plays well.",
      "A man who's friends with everyone is lucky.",
      "Who's going to the party?",
    ],
  },
  '“your” and “you’re”': {
    rule: confusableCandidates,
    flags: [
      ['I think your going to like this idea.', 'your', '“you’re”'],
      ['If your not careful, you will fall.', 'your', '“you’re”'],
      ["You're essay is good.", "You're", '“Your”'],
      ['Your not going to convince the staff with feelings alone.', 'Your', '“You’re”'],
    ],
    leaves: [
      'Your going to the party surprised everyone.',
      'I understand your not going to the party.',
      'I understand your not wanting to go.',
      "You're going to like this idea.",
      'Your essay is good.',
      "What you're saying is true.",
      "You're right about the bus.",
    ],
  },
  '“its” for “it’s”': {
    rule: confusableCandidates,
    flags: [
      ['Its going to be hard for students who take the early bus.', 'Its', '“It’s”'],
      ['Its not fair on the younger pupils.', 'Its', '“It’s”'],
      ['I think its been a long year for everyone.', 'its', '“it’s”'],
      ['Its a shame that the library closes so early.', 'Its', '“It’s”'],
    ],
    leaves: [
      'The school has its own rules.',
      'The team did its very best.',
      'The council and its going rate for parking are the problem.',
      'The club lost its not-for-profit status.',
      'The town is proud of its a cappella choir.',
      "It's going to be hard for students.",
      'Each class has its timetable on the door.',
      'The library changed its hours.',
    ],
  },
  '“to” for “too”': {
    rule: confusableCandidates,
    flags: [
      ['She was to tired to go to her football match.', 'to', '“too”'],
      ['The tickets are to expensive for most families.', 'to', '“too”'],
      ['After the match I felt to tired.', 'to', '“too”'],
    ],
    leaves: [
      'She was too tired to go to her football match.',
      'The change was to better schools for everyone.',
      'The plan is to clean the room before lunch.',
      'He wants to feel good about the essay.',
      'It seemed to matter a great deal.',
      'The aim is to be clear.',
      'We went from good to great.',
      'The money was to fund the trip.',
    ],
  },
  '“there own” for “their own”': {
    rule: confusableCandidates,
    flags: [
      ['Students would feel more confident in there own clothes.', 'there', '“their”'],
      ['There own ideas matter most.', 'There', '“Their”'],
    ],
    leaves: [
      'Students would feel more confident in their own clothes.',
      'They left the bags over there, own goals forgotten.',
      'Is there own-brand food in the canteen?',
      'There owners were not at home.',
      'They worked there on their own.',
    ],
  },
  '“more” with a short adjective': {
    rule: confusableCandidates,
    flags: [
      ['It would make students more happy.', 'more happy', '“happier”'],
      ['The new route is more short than the old one.', 'more short', '“shorter”'],
      ['Cycling is more cheap than driving.', 'more cheap', '“cheaper”'],
    ],
    leaves: [
      'It would make students happier.',
      'There would be more happy students in the school.',
      'The school needs more small classes.',
      'It would make students more confident.',
      'The days grow more and more long in spring.',
      'Nothing is more important than sleep.',
    ],
  },
  '“less” for “fewer”': {
    rule: confusableCandidates,
    flags: [
      ['There were less accidents after the change.', 'less', '“fewer”'],
      ['Less people walk to school now.', 'Less', '“Fewer”'],
    ],
    leaves: [
      'There was less traffic after the change.',
      'The road is less dangerous now.',
      'It costs less than ten dollars.',
      'The plan worked more or less.',
      'Fewer people walk to school now.',
    ],
  },
  '“agree” after “be”': {
    rule: learnerUsageCandidates,
    flags: [
      ['I am agree with the council.', 'I am agree', '“I agree”'],
      ['We are not agree with this rule.', 'We are not agree', '“We do not agree”'],
      ['She is disagree with her parents.', 'She is disagree', '“She disagrees”'],
      ['They were agree at first.', 'They were agree', '“They agreed”'],
      ['I’m agree that buses help.', 'I’m agree', '“I agree”'],
    ],
    leaves: [
      'I agree with the council.',
      'We are agreed on the plan.',
      'I am to agree with whatever they decide.',
      'She is agreeable and kind.',
      'The terms they are agreeing to are fair.',
      'What I am asking them to agree is simple.',
      'Most people are in agreement.',
    ],
  },
  'a plural of an uncountable noun': {
    rule: learnerUsageCandidates,
    flags: [
      ['Students need more informations about the bus.', 'informations', '“information”'],
      ['He gave me many advices.', 'advices', '“advice”'],
      ['Homeworks take all evening.', 'Homeworks', '“Homework”'],
    ],
    leaves: [
      'Students need more information about the bus.',
      'He gave me some advice.',
      'She advises students every week.',
      'Homework takes all evening.',
      'The pieces of equipment were old.',
    ],
  },
  'a set phrase with the wrong preposition': {
    rule: learnerUsageCandidates,
    flags: [
      ['In the other hand, buses cost money.', 'In the other hand', '“On the other hand”'],
      ['On my opinion, the council is right.', 'On my opinion', '“In my opinion”'],
      ['In my point of view, it is fair.', 'In my point of view', '“From my point of view”'],
      ['We discussed about the plan.', 'discussed about', '“discussed”'],
    ],
    leaves: [
      'On the other hand, buses cost money.',
      'In my opinion, the council is right.',
      'She held a cup in the other hand.',
      'From my point of view, it is fair.',
      'We had a discussion about the plan.',
      'We discussed the plan.',
      'The vote depends on my opinion.',
      'The vote depends on my opinion, not on yours.',
      'But in the other hand she held a pen.',
    ],
  },
  'an opening word or phrase without its comma': {
    rule: introductoryCommas,
    flags: [
      ['Similarly the second survey found no change.', 'Similarly', '“Similarly,”'],
      ['In this case the school should pay for the trip.', 'In this case', '“In this case,”'],
      ['Yes that is the right answer to the question.', 'Yes', '“Yes,”'],
      ['Second the buses are often late in winter.', 'Second', '“Second,”'],
      ['To my surprise nobody came to the meeting.', 'To my surprise', '“To my surprise,”'],
      ['We agree.\n\nOn the other hand the bus is cheap.', 'On the other hand', '“On the other hand,”'],
    ],
    leaves: [
      'Similarly, the second survey found no change.',
      'In this case, the school should pay for the trip.',
      'Yes, that is the right answer to the question.',
      'Second place went to the team from the north.',
      'Second, the buses are often late in winter.',
      'Besides the library, the town has a museum.',
      'Instead of walking, we took the bus.',
      'After all the work we did, the plan failed.',
      'Yesterday the buses were late again.',
      'We agree.\n\nOn the other hand, the bus is cheap.',
      'Indeed.',
    ],
  },
  'an opening phrase of four words or more without its comma': {
    rule: commasAfterOpeningPhrases,
    flags: [
      ['In a busy market economy the price must reflect the cost.', 'economy', '“economy,”'],
      ['During the summer holidays we travel to the coast.', 'holidays', '“holidays,”'],
      ['For the first time in my life I felt free.', 'life', '“life,”'],
      ['In front of the school there is a small park.', 'school', '“school,”'],
      ['In the middle of the night the phone rang.', 'night', '“night,”'],
      ['In a small town like ours the council should listen.', 'ours', '“ours,”'],
    ],
    leaves: [
      'During the summer holidays, we travel to the coast.',
      'In the morning we walk to school.',
      'In the box lay a small cat.',
      'By the time we arrived the film had started.',
      'In the town where I live the buses are late.',
      'On the first day the results came out we celebrated.',
      'In the school library books are free.',
      'On the other hand the bus is cheap.',
      'In the middle of the night rang the phone.',
      'At noon the shop closes.',
      'In a small town like ours, the council should listen.',
      'We agree.\n\nIn general a play is a fun activity for children.',
    ],
  },
  '“and” joining two sentences without a comma': {
    rule: commasBeforeAnd,
    flags: [
      ['We waited for the bus for an hour and it never came at all.', 'and', '“, and”'],
      ['My sister reads in the library every night and she passes every test.', 'and', '“, and”'],
      ['The council closed the pool last summer and there was nowhere to swim.', 'and', '“, and”'],
    ],
    leaves: [
      'We waited for the bus for an hour, and it never came at all.',
      'My two older brothers and I went to the park on Sunday.',
      'I think that the pool helps children and we should keep it open.',
      'The teacher said that homework was useful and we should do it daily.',
      'We went home and we slept.',
      'Students who read every night and they who do not are different.',
      'The council closed the pool and the library last summer.',
      'She wants to read more books and watch less television.',
      'When the bus came late and we missed the start, nobody minded.',
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
