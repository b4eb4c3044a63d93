import type { AssignmentBrief } from '../../src/server/feedback/engine/brief';
import type { FeedbackCategoryName } from '../../src/shared/contract/feedback';

/**
 * Essays written for the engine's own bench (bench/own-essays.ts), each with the comments a careful
 * instructor would make on it written beside it before the engine was run on it. Every grammar rule
 * has an essay with the error and, in the same essay, correct sentences that look like it (near-misses
 * the rule must leave alone); the structure cases have essays that answer an objection, conclude
 * without a stock opener, and link paragraphs by their terms rather than by openers. Sound essays have
 * no error: the engine may make at most one grammar comment on each.
 */
export interface ExpectedComment {
  category: FeedbackCategoryName;
  /** Words of the essay the comment is on: a comment of this category overlapping them finds it. */
  quote: string;
  why: string;
}

export interface OwnEssay {
  name: string;
  text: string;
  brief?: AssignmentBrief;
  /** No error of any kind: at most one grammar comment. */
  sound?: true;
  expect: ExpectedComment[];
  /** Words the summary must say (an element the brief asks for and the essay lacks). */
  summarySays?: string[];
  /**
   * The categories whose comments were written out (all scored ones by default). The drills of one
   * grammar rule set correct sentences beside wrong ones and make no point as essays, so only their
   * grammar is judged.
   */
  judged?: FeedbackCategoryName[];
}

/** The persuasive brief of the demo course, as the assignment form stores it. */
export const PERSUASIVE_BRIEF: AssignmentBrief = {
  instructions:
    'Write a persuasive essay of 100 to 400 words arguing for one change in your school or community. State your claim in the introduction, support it with two pieces of evidence, answer one objection, and close with a conclusion.',
  minWords: null,
  maxWords: null,
  criteria: [],
};

/** A drill of one grammar rule: its grammar comments are judged, nothing else. */
const DRILL: FeedbackCategoryName[] = ['grammar'];

const grammar = (quote: string, why: string): ExpectedComment => ({ category: 'grammar', quote, why });
const claim = (quote: string): ExpectedComment => ({
  category: 'structure',
  quote,
  why: 'the claim the brief asks for',
});
const evidence = (quote: string): ExpectedComment => ({
  category: 'evidence',
  quote,
  why: 'a piece of evidence the brief asks for',
});
const objection = (quote: string): ExpectedComment => ({
  category: 'argument',
  quote,
  why: 'the objection the brief asks for, answered',
});
const conclusion = (quote: string): ExpectedComment => ({
  category: 'structure',
  quote,
  why: 'the conclusion the brief asks for',
});

export const OWN_ESSAYS: OwnEssay[] = [
  {
    name: 'existential there with a plural',
    judged: DRILL,
    text: `Our street needs a crossing near the school.

Last winter there was 14 accidents at the corner, and there is two bus stops on the same side. There was a crowd of parents at the meeting, and there is a long list of names on the petition.

A painted crossing costs little. There are volunteers ready to help, and there was real support from the shops.`,
    expect: [
      grammar('there was 14 accidents', '"accidents" is plural: "there were"'),
      grammar('there is two bus stops', '"stops" is plural: "there are"'),
    ],
  },
  {
    name: 'plural subject with was or is',
    judged: DRILL,
    text: `The students was late because the bus broke down again. My parents is tired of driving me every day.

The news is not all bad. Physics is my favourite subject, and the team was ready for the match anyway. The buses are old, and the drivers are doing their best.`,
    expect: [
      grammar('The students was', '"students" is plural: "were"'),
      grammar('My parents is', '"parents" is plural: "are"'),
    ],
  },
  {
    name: 'singular subject with were or are',
    judged: DRILL,
    text: `The library are closed on Sundays, which is a problem for students who work. My brother were angry when he found the doors locked.

If I were the head teacher, I would open it. The police are not to blame, and the staff are friendly. The library is the quietest room in town.`,
    expect: [
      grammar('The library are', '"library" is singular: "is"'),
      grammar('My brother were', '"brother" is singular: "was"'),
    ],
  },
  {
    name: 'agreement across modifiers',
    judged: DRILL,
    text: `The students in my class was surprised by the new timetable. The list of changes are long, and the reason for the changes have not been explained.

The teachers in our school were not asked either. The list of names is on the office door. The reason for the delays is simple: the new system is not ready.`,
    expect: [
      grammar('class was', 'the subject is "students": "were"'),
      grammar('changes are', 'the subject is "list": "is"'),
      grammar('changes have', 'the subject is "reason": "has"'),
    ],
  },
  {
    name: "who's for whose",
    judged: DRILL,
    text: `Parents who's children walk to school want a safer road. A driver who's car is parked on the pavement forces them into the traffic.

The boy who's been waiting at the gate is my cousin. The girl who's captain of the team asked the council for help, and a man who's friends with the mayor promised to pass it on.`,
    expect: [grammar("who's children", '"whose children"'), grammar("who's car", '"whose car"')],
  },
  {
    name: "its for it's, and it's for its",
    judged: DRILL,
    text: `The school changed it's rules without telling anyone. Its going to be hard for students who take the early bus.

It's time the rules were explained. The school has its reasons, and each class has its own timetable. It's not too late to ask.`,
    expect: [
      grammar("it's rules", 'possessive: "its rules"'),
      grammar('Its going', '"it is": "It\'s going"'),
    ],
  },
  {
    name: "your for you're, and you're for your",
    judged: DRILL,
    text: `If your going to argue for longer breaks, bring numbers. Your not going to convince the staff with feelings alone.

You're right that breaks matter. Your going out at lunch surprised the teachers, and your friends agreed with you. Bring you're survey results to the meeting.`,
    expect: [
      grammar('your going to', '"you\'re going to"'),
      grammar('Your not', '"You\'re not"'),
      grammar("you're survey", 'possessive: "your survey"'),
    ],
  },
  {
    name: 'could of, should of, would of',
    judged: DRILL,
    text: `The council could of fixed the lights last year. They should of listened to the residents, and the accident would of been avoided.

They could often have acted sooner. They would offer an apology now, and they should have a plan by spring.`,
    expect: [
      grammar('could of fixed', '"could have"'),
      grammar('should of', '"should have"'),
      grammar('would of been', '"would have"'),
    ],
  },
  {
    name: 'a or an by sound',
    judged: DRILL,
    text: `The trip took a hour longer than planned. It was an useful day all the same, and we ate a apple on the bus.

An honest guide showed us a university library and a one-way street lined with an old wall. We spent an afternoon there and wrote a report.`,
    expect: [
      grammar('a hour', '"an hour"'),
      grammar('an useful', '"a useful"'),
      grammar('a apple', '"an apple"'),
    ],
  },
  {
    name: 'fewer or less',
    judged: DRILL,
    text: `A car-free day would mean less cars near the school and less accidents at the gate.

It would also take less time to cross the road. Fewer people would drive, and families would spend less money on fuel.`,
    expect: [grammar('less cars', '"fewer cars"'), grammar('less accidents', '"fewer accidents"')],
  },
  {
    name: 'affect or effect',
    judged: DRILL,
    text: `The new timetable will effect every student in the school. Longer days had a bad affect on our sleep last year.

The effect of tired students on marks is well known, and sleep affects how well we remember. A student council can effect change if it is heard.`,
    expect: [grammar('will effect', 'the verb is "affect"'), grammar('bad affect', 'the noun is "effect"')],
  },
  {
    name: 'doubled words',
    judged: DRILL,
    text: `We asked the the head teacher for a longer lunch break. She agreed to to think about it.

She had had many such requests before. She said that that was fair, and she thanked us.`,
    expect: [grammar('the the', 'the word is written twice'), grammar('to to', 'the word is written twice')],
  },
  {
    name: 'sound: library hours',
    sound: true,
    brief: PERSUASIVE_BRIEF,
    text: `Our school library should stay open until eight in the evening. Many students have no quiet place to work at home, and a library that stays open would give them one.

A survey of 120 students last spring found that more than half would use the library twice a week if it opened later. The library in the next town tried later hours last year, and its loans rose by a third.

Some people argue that the extra hours would cost too much. This is a fair concern, but the heating is already on for evening sports, and the parents' association has offered to pay for a member of staff.

Longer library hours are a small change that would give every student the same chance to succeed. I ask the head teacher to try them for one term.`,
    expect: [
      claim('Our school library should stay open until eight'),
      evidence('A survey of 120 students'),
      evidence('its loans rose by a third'),
      objection('Some people argue that the extra hours would cost too much'),
      conclusion('Longer library hours are a small change'),
    ],
  },
  {
    name: 'sound: school gardens',
    sound: true,
    brief: PERSUASIVE_BRIEF,
    text: `Every school in our town should have a vegetable garden. A garden teaches science, patience and teamwork in a way no textbook can.

At Green Lane Primary, pupils who worked in the garden ate twice as many vegetables as before, according to a study by the county health office. The garden also gave the science teachers a place to run real experiments on soil and water.

Critics say that gardens need care over the summer holidays, when nobody is at school. Families can take turns, however, as they already do at Green Lane, where thirty families share the watering.

A garden costs little and gives pupils something they remember for life. The council should fund one garden in every school next year.`,
    expect: [
      claim('Every school in our town should have a vegetable garden'),
      evidence('ate twice as many vegetables as before'),
      evidence('run real experiments on soil and water'),
      objection('Critics say that gardens need care'),
      conclusion('A garden costs little'),
    ],
  },
  {
    name: 'sound: later start',
    sound: true,
    brief: PERSUASIVE_BRIEF,
    text: `Our school day should start at nine instead of eight. Teenagers who sleep more learn more, and a later start is the simplest way to let them.

Researchers at the University of Minnesota found that when schools moved their start to half past eight, attendance rose and car crashes among young drivers fell by 16 percent. In our own class, a poll showed that 22 of 28 students feel tired in the first lesson.

Admittedly, a later start would make the day end later, and some students work after school. Yet the difference is only an hour, and students who are rested finish their homework faster.

Starting at nine would give students the sleep they need and the school better results. The governors should vote for it this term.`,
    expect: [
      claim('Our school day should start at nine'),
      evidence('attendance rose and car crashes'),
      evidence('22 of 28 students'),
      objection('Admittedly, a later start would make the day end later'),
      conclusion('Starting at nine would give students'),
    ],
  },
  {
    name: 'sound: recycling bins',
    sound: true,
    brief: PERSUASIVE_BRIEF,
    text: `Every classroom should have a recycling bin. Most of what we throw away is paper, and paper is easy to recycle.

Last month our class weighed its waste for a week: of 9 kilograms, 7 were paper and card. The school in Milltown put bins in every room and halved its waste in a year, as its newsletter reported.

Although bins cost money, the savings on waste collection pay for them within two years. The cleaners have also said that sorted waste saves them time.

Recycling bins would cut our waste, save money and teach a habit that lasts. I urge the school council to order them before the new term.`,
    expect: [
      claim('Every classroom should have a recycling bin'),
      evidence('of 9 kilograms, 7 were paper'),
      evidence('halved its waste in a year'),
      objection('Although bins cost money'),
      conclusion('Recycling bins would cut our waste'),
    ],
  },
  {
    name: 'sound: free buses',
    sound: true,
    brief: PERSUASIVE_BRIEF,
    text: `Buses should be free for students in our city. Free buses would get cars off the roads and let every student reach school on time.

When Tallinn made its buses free in 2013, the number of passengers rose by 14 percent in the first year. In our school, 40 students are driven in every morning, and many of them live on a bus route.

Opponents argue that free buses would cost the city too much. The city already spends more on repairing roads than a free pass would cost, so the change would largely pay for itself.

Free buses are good for students, for the roads and for the air we breathe. The city council should introduce them next September.`,
    expect: [
      claim('Buses should be free for students'),
      evidence('the number of passengers rose by 14 percent'),
      evidence('40 students are driven in every morning'),
      objection('Opponents argue that free buses would cost'),
      conclusion('Free buses are good for students'),
    ],
  },
  {
    name: 'sound: music lessons',
    sound: true,
    brief: PERSUASIVE_BRIEF,
    text: `Music lessons should be part of every year at our school, not only the first two. Music builds the concentration and teamwork that every other subject needs.

A study of 10,000 pupils in England found that those who played an instrument did better in maths. Our own orchestra has won the county prize three times, which shows what our students can do when they are given the time.

Some parents worry that music would take time from exam subjects. The study above suggests the opposite: the time spent on music comes back in better marks.

Music is not a luxury but a tool for learning. The school should keep it on the timetable in every year.`,
    expect: [
      claim('Music lessons should be part of every year'),
      evidence('A study of 10,000 pupils'),
      evidence('won the county prize three times'),
      objection('Some parents worry that music would take time'),
      conclusion('Music is not a luxury'),
    ],
  },
  {
    name: 'sound, without a brief: a weekend market',
    sound: true,
    text: `Every Saturday the square in front of the town hall fills with stalls. Farmers sell eggs and cheese, a baker brings bread still warm from the oven, and a woman from the next village sells honey from her own bees.

The market is more than a place to shop. Neighbours who would never meet in the week stop to talk, and children run between the stalls while their parents choose apples.

I have gone there with my grandmother since I was small. She knows every seller by name, and each of them asks about her knees.`,
    expect: [],
  },
  {
    name: 'rebuttal: critics say',
    brief: PERSUASIVE_BRIEF,
    text: `Our town should close the high street to cars on Saturdays. People would shop, meet and walk without noise or danger.

When the city of Ghent closed its centre to cars, the number of cyclists rose by a quarter within two years. Shops on our own high street reported more sales on the one car-free day last summer.

Critics say that shops would lose customers who drive. That fear is understandable, but the car parks at both ends of the street would stay open, and every shop is a short walk away.

A car-free Saturday would make the high street a place to enjoy again. The council should try it this spring.`,
    expect: [
      claim('Our town should close the high street'),
      evidence('the number of cyclists rose by a quarter'),
      evidence('reported more sales on the one car-free day'),
      objection('Critics say that shops would lose customers'),
      conclusion('A car-free Saturday would make'),
    ],
  },
  {
    name: 'rebuttal: although, in the middle of a paragraph',
    brief: PERSUASIVE_BRIEF,
    text: `Students should be allowed to use phones in the library. Phones are where our notes, dictionaries and timetables are kept.

Last term, 30 of the 35 students in our year used a phone to look up a word during homework. The public library in town allows phones, and its rooms are as quiet as ours.

Phones can distract students. Although this is true, a rule of silent mode is easy to keep, and the librarian can ask anyone who breaks it to leave.

Allowing phones would make the library more useful without making it less quiet. The school should change the rule next term.`,
    expect: [
      claim('Students should be allowed to use phones in the library'),
      evidence('30 of the 35 students'),
      evidence('its rooms are as quiet as ours'),
      objection('Phones can distract students'),
      conclusion('Allowing phones would make the library'),
    ],
  },
  {
    name: 'conclusion that sums up without an opener',
    brief: PERSUASIVE_BRIEF,
    text: `Our school should serve a hot breakfast before lessons. Hungry students cannot concentrate, and many come to school without eating.

A survey by the school nurse found that one student in four skips breakfast on school days. At Hill Road School, marks in the first lesson rose after a breakfast club opened, as its head teacher told the local paper.

Some people argue that breakfast is the job of families, not schools. Most families do their best, but parents who leave for work at six cannot always make it.

Breakfast for every student, better concentration and better marks: a hot breakfast gives all three for the price of a few loaves. The canteen should start serving it in January.`,
    expect: [
      claim('Our school should serve a hot breakfast'),
      evidence('one student in four skips breakfast'),
      evidence('marks in the first lesson rose'),
      objection('Some people argue that breakfast is the job of families'),
      conclusion('Breakfast for every student, better concentration'),
    ],
  },
  {
    name: 'no objection answered',
    brief: PERSUASIVE_BRIEF,
    text: `Our school should plant trees along the playground. Trees give shade, clean the air and make the playground a calmer place.

On hot days last June the playground reached 38 degrees, according to the caretaker's thermometer. A study in Barcelona found that pupils in greener schools had better memory and attention.

Trees would also make the playground more beautiful, and the younger pupils could learn the names of the birds that nest in them.

Trees are a simple way to make our school healthier. The school should plant them this autumn.`,
    expect: [
      claim('Our school should plant trees along the playground'),
      evidence('reached 38 degrees'),
      evidence('pupils in greener schools had better memory'),
      conclusion('Trees are a simple way to make our school healthier'),
    ],
    summarySays: ['objection'],
  },
  {
    name: 'one piece of evidence only',
    brief: PERSUASIVE_BRIEF,
    text: `Students should get a longer lunch break. Thirty minutes is not enough time to queue, eat and rest before the afternoon.

Last week I timed the canteen queue: it took 17 minutes on Monday and 19 on Tuesday. That leaves about ten minutes to eat.

Some teachers say that a longer break would make the day end later. Five more minutes at lunch would move the end of the day by only five minutes, which most students would accept.

A longer lunch break would give students time to eat properly and to come back ready to learn. The head teacher should add fifteen minutes from next term.`,
    expect: [
      claim('Students should get a longer lunch break'),
      evidence('it took 17 minutes on Monday'),
      objection('Some teachers say that a longer break'),
      conclusion('A longer lunch break would give students'),
    ],
    summarySays: ['evidence'],
  },
  {
    name: 'paragraphs linked by their terms, not by openers',
    brief: PERSUASIVE_BRIEF,
    text: `Our town needs a public swimming pool. Without a pool, children in our town never learn to swim safely.

Swimming lessons at the nearest pool, forty minutes away by bus, are full for the whole year. The swimming club has a waiting list of 85 children, according to its secretary.

A pool in our own town would end those waiting lists. It would also give older residents a safe way to exercise, which the doctors at our health centre already recommend.

Opponents point to the cost of building a pool. The cost would be shared with the two villages nearby, whose councils have already offered money.

A town pool would keep our children safe in the water and our residents healthy. The council should approve the plans this year.`,
    expect: [
      claim('Our town needs a public swimming pool'),
      evidence('are full for the whole year'),
      evidence('a waiting list of 85 children'),
      objection('Opponents point to the cost of building a pool'),
      conclusion('A town pool would keep our children safe'),
    ],
  },
  {
    name: 'no conclusion',
    brief: PERSUASIVE_BRIEF,
    text: `Our school should have a quiet room for students who feel overwhelmed. A few minutes of calm can save a whole day of learning.

The school counsellor says she sees about twelve students a week who need a break from noise. At Park Street School, a quiet room cut the number of students sent out of lessons by half in one year.

Some teachers worry that students would use the room to skip lessons. A simple rule would stop that: a student may stay for fifteen minutes, and a teacher signs them in.`,
    expect: [
      claim('Our school should have a quiet room'),
      evidence('about twelve students a week'),
      evidence('cut the number of students sent out of lessons by half'),
      objection('Some teachers worry that students would use the room'),
    ],
    summarySays: ['conclusion'],
  },
  {
    name: 'learner essay: bike lane',
    brief: PERSUASIVE_BRIEF,
    text: `Our town should build a covered bike lane on Main Street. Cycling is cheap, quiet and healthy, and a safe lane would let more people choose it.

Last year there was 14 crashes on Main Street, and most of them involved cyclists. Parents who's kids ride to school worry every morning. The city of Utrecht added a lane without closing a car lane, and crashes there fell by half.

Some people argue that the lane would take space from drivers. This is a fair concern, but the street is wide enough for both.

The lane would pay for itself. It is cheaper then a new car park, and fewer cars would mean less repairs to the road.

A covered lane is a small change that would make our streets safer. I urge the council to approve it at next month's meeting.`,
    expect: [
      claim('Our town should build a covered bike lane'),
      grammar('there was 14 crashes', '"there were"'),
      evidence('14 crashes on Main Street'),
      grammar("who's kids", '"whose kids"'),
      evidence('crashes there fell by half'),
      objection('Some people argue that the lane would take space'),
      grammar('cheaper then', '"than"'),
      grammar('less repairs', '"fewer repairs"'),
      conclusion('A covered lane is a small change'),
    ],
  },
  {
    name: 'learner essay: uniforms',
    brief: PERSUASIVE_BRIEF,
    text: `I think students should not have to wear uniforms. Uniforms is expensive and they doesn't let students show who they are.

A uniform at our school cost about 120 pounds, and many family has more than one child. In a survey of our year, 70 percent of students said they would feel more confident in there own clothes.

Some people says uniforms stop bullying about clothes. But students still notice shoes, bags and phones, so the bullying do not stop.

For these reasons the school should let students choose what they wear. It would save money and make students more happy.`,
    expect: [
      claim('students should not have to wear uniforms'),
      grammar('Uniforms is', '"are"'),
      grammar("they doesn't", '"don\'t"'),
      evidence('cost about 120 pounds'),
      grammar('many family has', '"families have"'),
      evidence('70 percent of students said'),
      grammar('there own', '"their own"'),
      grammar('Some people says', '"say"'),
      objection('Some people says uniforms stop bullying'),
      grammar('the bullying do not', '"does not"'),
      conclusion('For these reasons the school should let students choose'),
      grammar('more happy', '"happier"'),
    ],
  },
  {
    name: 'learner essay: homework',
    brief: PERSUASIVE_BRIEF,
    text: `Homework should be banned at the weekend. Students needs time to rest, to see there families and to do sport.

My friend spend six hours on homework last Saturday, and she was to tired to go to her football match. A study from Stanford found that students with more then two hours of homework a night had more stress.

Teachers says that homework helps students remember. It is true that practice is important, but practice can happen in the week.

A weekend without homework would make students more rested and more ready to learn on monday. The school should try it for one term.`,
    expect: [
      claim('Homework should be banned at the weekend'),
      grammar('Students needs', '"need"'),
      grammar('there families', '"their families"'),
      grammar('My friend spend', '"spends" or "spent"'),
      evidence('six hours on homework last Saturday'),
      grammar('to tired', '"too tired"'),
      evidence('A study from Stanford found'),
      grammar('more then', '"more than"'),
      grammar('Teachers says', '"say"'),
      objection('Teachers says that homework helps students remember'),
      conclusion('A weekend without homework would make students'),
      grammar('monday', '"Monday"'),
    ],
  },
  {
    name: 'learner essay: canteen food',
    brief: PERSUASIVE_BRIEF,
    text: `The school canteen should sell healthier food. At the moment most of the meals is fried, and students eats chips almost every day.

In a week I counted the meals: 4 of the 5 main dishes were fried. The school in Eastfield changed it's menu and the students there has more energy in the afternoon, there teachers said.

Some students might complain that healthy food are boring. But if the canteen cooks good pasta, soup and salads, they will soon change there mind.

Healthier food would make students stronger and help them concentrate. The school must act now.`,
    expect: [
      claim('The school canteen should sell healthier food'),
      grammar('meals is', '"are"'),
      grammar('students eats', '"eat"'),
      evidence('4 of the 5 main dishes were fried'),
      grammar("it's menu", '"its menu"'),
      grammar('students there has', '"have"'),
      evidence('the students there has more energy'),
      grammar('there teachers', '"their teachers"'),
      grammar('healthy food are', '"is"'),
      objection('Some students might complain that healthy food'),
      grammar('there mind', '"their minds"'),
      conclusion('Healthier food would make students stronger'),
    ],
  },
  {
    name: 'agree after be, uncountable plurals, set phrases',
    judged: DRILL,
    text: `I am agree with the plan to open the library on Sundays. Students need more informations about its hours, and the staff gave us many advices about studying there. In the other hand, the council worries about the cost. We discussed about it in class.

I agree that the cost matters, and we are agreed on one point: the staff know best. She held a map in the other hand. The decision depends on my opinion and on yours. We had a discussion about the information we found, and the librarian advises students every week.`,
    expect: [
      grammar('I am agree', '"agree" is a verb: "I agree"'),
      grammar('informations', 'uncountable: "information"'),
      grammar('advices', 'uncountable: "advice"'),
      grammar('In the other hand', '"On the other hand"'),
      grammar('discussed about', '"discussed it"'),
    ],
  },
  {
    name: 'commas after openers and before "and", a clause that ends in a verb, a year in digits',
    judged: DRILL,
    text: `Similarly the second survey found that most students walk to school. We waited for the bus for an hour and it never came at all. Second the buses are often late in winter. Yes that is why so many families drive.

Similarly, the council found that the roads are busy at eight. Second place in the survey went to cycling. My two older brothers and I walk together every morning. I think that the buses help children and we should keep them. What the town wants will be decided in 2 0 2 6, and the things we learned will help the council.`,
    expect: [
      grammar('Similarly the', '"Similarly," opens the sentence'),
      grammar('and it never', '", and" joins two sentences'),
      grammar('Second the', '"Second," counts off a point'),
      grammar('Yes that', '"Yes," opens the sentence'),
    ],
  },
  {
    name: 'members counted by "many of", "each of", "both of"',
    judged: DRILL,
    text: `Many of the student in my class cycle to school. Each of my friend has a bike, and both of my brother ride with us on Fridays.

Most of the road is flat. Some of the traffic is slow in the morning. Several of the staff cycle too, and many of the students walk when it rains.`,
    expect: [
      grammar('Many of the student in', '"students": the members counted'),
      grammar('Each of my friend', '"friends": the members counted'),
      grammar('both of my brother', '"brothers": the members counted'),
    ],
  },
  {
    name: 'he, she and it with a base verb, an adverb between or not',
    judged: DRILL,
    text: `My sister usually walk to school, but when it rains she always take the bus. It also make the morning easier for my mother. Because he never listen in class, my brother asks me for help every evening.

My sister usually walks to school. Does your sister always take the bus when it rains? We let it make a noise in the garden. It is vital that he always arrive on time, and he will usually bring his own lunch.`,
    expect: [
      grammar('usually walk to', '"My sister usually walks"'),
      grammar('she always take', '"she always takes"'),
      grammar('make the morning', '"It also makes"'),
      grammar('listen in', '"he never listens"'),
    ],
  },
  {
    name: 'set phrases learners get wrong',
    judged: DRILL,
    text: `Our class wants a longer lunch break. Further more, many students are interested about a quiet room to read. The head teacher let us to present the idea, and we heard many different point of views. Some the teachers worry about noise, but the room is empty every where we looked at noon. We do not want to loose the chance, so we will take care about the room ourselves.

Furthermore, the library is free at noon. My friends are interested in books, and the head teacher let us visit the room. Every student has a point of view on the break. Some of the teachers agree. We cared about the plan, and we will take care of the keys.`,
    expect: [
      grammar('Further more', '"Furthermore" is one word'),
      grammar('interested about', '"interested in"'),
      grammar('let us to present', '"let us present": no "to" after "let"'),
      grammar('point of views', '"points of view"'),
      grammar('Some the', '"Some of the"'),
      grammar('every where', '"everywhere" is one word'),
      grammar('to loose', '"to lose"'),
      grammar('take care about', '"take care of"'),
    ],
  },
  {
    name: 'a comma after an opening phrase of four words or more',
    judged: DRILL,
    text: `During the long winter months the buses run late. In a small town like ours the council should listen. With the help of the parents the school started a walking club.

In the morning we walk together. During the winter months, the club meets indoors. In the town where I live the roads are quiet. At noon the club eats lunch in the hall.`,
    expect: [
      grammar('months the', '"months," ends the opening phrase'),
      grammar('ours the', '"ours," ends the opening phrase'),
      grammar('parents the', '"parents," ends the opening phrase'),
    ],
  },
];
