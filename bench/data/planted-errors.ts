import type { TextRange } from '../../src/shared/rules/anchoring';

/**
 * Essays of about 350 words, written in a student's voice, with errors of the kinds teachers mark every
 * evening planted in them and, in the same essays, correct uses of the same words (traps) that must get
 * no comment. Read by bench/planted-errors.ts.
 *
 * Markup: `[[words|kind]]` is a planted error on those words; `{{words}}` is a trap. Everything else is
 * meant to be correct, so a comment elsewhere is a candidate for a wrong or useless one.
 *
 * `heldOut` essays are never read while a rule is written or tuned; their figures say how the engine does
 * on errors it was not shaped on.
 */
export type PlantedKind =
  | 'agreement'
  | 'then-than'
  | 'their-there'
  | 'its-its'
  | 'your-youre'
  | 'to-too'
  | 'affect-effect'
  | 'lose-loose'
  | 'whose-whos'
  | 'a-an'
  | 'should-of'
  | 'suppose-to'
  | 'more-better'
  | 'comma-splice'
  | 'doubled-word';

export interface PlantedEssay {
  name: string;
  heldOut: boolean;
  marked: string;
}

export interface PlantedError extends TextRange {
  quote: string;
  kind: PlantedKind;
}

export interface ReadPlantedEssay {
  name: string;
  heldOut: boolean;
  text: string;
  errors: PlantedError[];
  traps: Array<TextRange & { quote: string }>;
}

const MARK = /\[\[([^|\]]+)\|([a-z-]+)\]\]|\{\{([^}]+)\}\}/g;

/** The essay's plain text with the ranges its markup gave the errors and the traps. */
export function readPlanted(essay: PlantedEssay): ReadPlantedEssay {
  const errors: PlantedError[] = [];
  const traps: ReadPlantedEssay['traps'] = [];
  let text = '';
  let from = 0;
  for (const match of essay.marked.matchAll(MARK)) {
    text += essay.marked.slice(from, match.index);
    const quote = match[1] ?? match[3];
    const range = { start: text.length, end: text.length + quote.length, quote };
    if (match[1]) errors.push({ ...range, kind: match[2] as PlantedKind });
    else traps.push(range);
    text += quote;
    from = match.index + match[0].length;
  }
  text += essay.marked.slice(from);
  return { name: essay.name, heldOut: essay.heldOut, text, errors, traps };
}

export const PLANTED_ESSAYS: PlantedEssay[] = [
  {
    name: 'a later start to the school day',
    heldOut: false,
    marked: `Why Our School Should Start Later

Every morning at 6:30 my alarm goes off, and every morning I feel like I have not slept at all. Our school starts at 7:45, which is earlier [[then|then-than]] almost any other school in the district. I believe the school board should move the first bell to 8:30, because students who [[stays|agreement]] up late to finish homework are not ready to learn at dawn.

First, lack of sleep {{affects}} how well we think. A study I read for health class found that teenagers need about nine hours of sleep a night, but most of the students in my class [[gets|agreement]] closer to six. When [[your|your-youre]] that tired, even a simple math problem feels impossible. I have seen friends fall asleep in first period, and [[its|its-its]] not because they are lazy. {{Their}} bodies are simply on a later clock, and {{it's}} hard to argue with biology.

Second, a later start would have a real [[affect|affect-effect]] on attendance. Last year our school counted more than two hundred late arrivals in a single month. Students who miss the bus {{lose}} the first half of the lesson, and teachers [[loose|lose-loose]] time repeating it. Many parents also drive [[there|their-there]] kids to school before work, so the parking lot is a mess at 7:40.

Some parents argue that a later start means sports practice would end after dark. That is a fair [[concern, however|comma-splice]] it can be solved by moving some practices to the morning. The district [[should of|should-of]] looked at this years ago. Schools in other towns that moved {{their}} start times found that grades went up and fewer students missed class, and none of them went back.

A later start is a small change with a big payoff. Students would learn more, arrive on time and feel {{better}} about school. I am not the one who decides, but I hope the board members are willing to listen to the students {{whose}} mornings depend on it.`,
  },
  {
    name: 'phones in class',
    heldOut: true,
    marked: `Phones Belong in Our Backpacks, Not on Our Desks

Last week our history teacher asked a question, and not one hand went up because half the class was looking at {{their}} phones. I think our school should ban phones during lessons, and I think the rule would help students more [[then|then-than]] any new program could.

The first reason is focus. The constant buzzing of notifications [[pull|agreement]] attention away from the lesson, even when the student does not pick up the phone. My friend Dana, [[who's|whose-whos]] grades dropped last year, told me she checked her phone thirty times in one class. Checking a message only takes a second, but getting back into the lesson takes much longer [[then|then-than]] that. A phone on the desk is simply [[to|to-too]] tempting for most of us.

The second reason is fairness. Students who [[doesn't|agreement]] have the newest phone sometimes feel left out when everyone is comparing games and videos. [[Its|its-its]] easier to make friends when people talk to each other at lunch instead of scrolling. A teacher at our school who tried a phone basket said the room got louder in a good way, and {{it's}} hard to ignore that kind of change.

Of course, some students worry that {{they're}} going to miss an emergency call from {{their}} parents. This is a real worry, but the office phone still works, and parents can call it at any time. Students can also check {{their}} phones between classes, so nobody is cut off for [[to|to-too]] long.

Another objection is that phones can be used for learning. That is true, and teachers could still let us use them for a research task. The problem is not [[the the|doubled-word]] phone itself but the constant pull of everything else on it.

If [[your|your-youre]] still not convinced, try one class without your phone and notice how much more you remember. {{Your}} grades will thank you, and you might even talk to the person next to you. A ban during lessons would give us {{an}} hour of real attention at a time, which is something most of us have not had in years.`,
  },
  {
    name: 'part-time jobs for teenagers',
    heldOut: false,
    marked: `Why Teenagers Should Have Part-Time Jobs

When I turned sixteen, I started working weekends at a grocery store near my house. At first I was [[suppose to|suppose-to]] stock shelves only, but after a month my manager let me work the register. I believe every high school student should have a part-time job, because a job teaches lessons that a classroom cannot.

The most important lesson is responsibility. If I am late, someone else has to cover my shift, and that person [[lose|agreement]] part of a break. Nobody at the store [[care|agreement]] about excuses, because the store depends on [[it's|its-its]] customers trusting it. After a few weeks I stopped hitting snooze, and I was on time for school more often [[to|to-too]]. My manager, {{whose}} patience I tested at first, told me I had become one of her most reliable workers.

A job also teaches you the value of money. Before I worked, I did not think twice about spending twenty dollars on snacks. Now I know that twenty dollars is almost three hours of my time. Earning [[you're|your-youre]] own money makes you think harder about what you really need, and {{your}} parents will notice the difference as well.

Some people argue that a job takes time away from homework. I understand this, and it is true that a student who works thirty hours a week will struggle. But a few hours on the weekend is different. I still finish my homework, and my grades are actually [[more better|more-better]] now than last year, because I plan my time. Working has not hurt my grades; if anything, it has had the opposite {{effect}}.

Another worry is that teenagers will [[loose|lose-loose]] their free time. That is partly true, but free time is not always well spent. Before my job I spent most Saturdays on my phone. Now I spend them meeting people of all ages, and I have learned how to talk to {{an}} upset customer without {{losing}} my temper. The store has {{its}} own training for that, and it works.

In the end, a part-time job is [[a|a-an]] honest way to learn how the adult world works. Schools {{should have}} more programs that help students find work, and parents should see a job as part of {{their}} child's education, not a distraction from it.`,
  },
  {
    name: 'the library on Sundays',
    heldOut: true,
    marked: `Keep the Library Open on Sundays

Our town library is closing on Sundays to save money, and I think this is a mistake. For many families in our neighborhood, the library is the only quiet place to study, and Sunday is the day when most of them [[has|agreement]] time to go.

First, the library is more [[then|then-than]] a building full of books. It has computers, free internet and a room where students can work in groups. My cousin, who [[don't|agreement]] have internet at home, does all of her homework there on Sunday afternoons. Without that day, she would have to use her phone, which is [[to|to-too]] small for writing an essay. {{There}} are many students like her, and {{their}} grades depend on this space.

Second, the savings are small. The library board says closing on Sundays will save about forty thousand dollars a year. That sounds like a lot, but the town spends more [[then|then-than]] that on the fireworks every July. The decision will [[effect|affect-effect]] hundreds of people in order to save {{an}} amount the town could easily find somewhere else.

Some people say that families can simply go on Saturday instead. {{However}}, many parents in our town [[works|agreement]] on Saturdays, and {{they're}} not able to drive their kids anywhere until Sunday. Others argue that fewer people visit on Sundays. This might be true in summer, but during exam season the study room is full by noon, and [[its|its-its]] hard to find a chair.

The library also matters for older people. My neighbor, [[who's|whose-whos]] eyesight is getting worse, goes there on Sundays to borrow large-print books and audiobooks. For her, the library is [[an|a-an]] useful link to the world outside her apartment, and {{it's}} one of the few places she can go alone.

The town council should find the money somewhere else. Closing the library on Sundays would save a little money but [[loose|lose-loose]] something much more valuable. If {{your}} family has ever depended on the library, please come to the council meeting next Tuesday and tell them {{you're}} against this plan.`,
  },
  {
    name: 'a car-free downtown',
    heldOut: false,
    marked: `Downtown Should Be Car-Free on Weekends

Our downtown is {{supposed to}} be the heart of the city, but on weekends it feels more like a parking lot. I think the city should close Main Street to cars on Saturdays and Sundays, so that people can walk, shop and eat without breathing exhaust. Anyone who [[have|agreement]] tried to cross Main Street on a Saturday knows how dangerous it is.

The first reason is health. On a busy Saturday the air [[smell|agreement]] like gasoline, and the noise makes it hard to talk. Banning cars [[make|agreement]] the street quieter and cleaner at the same time. My dad spends [[to|to-too]] much time circling for a parking space, and he would rather take the bus anyway.

The second reason is business. Some shop owners worry that {{their}} customers will stop coming if they cannot park in front of the store. But cities that tried car-free streets found the opposite. People on foot stop to look in the [[windows, people|comma-splice]] in cars drive past without seeing anything. The businesses that [[depends|agreement]] on walk-in customers would gain the most. [[Their|their-there]] more likely to buy something when shoppers can stroll at {{their}} own pace, and a café owner told our class that her sales on car-free days were higher [[then|then-than]] on normal weekends.

Some people who live far from downtown say that the bus only [[come|agreement]] once an hour on weekends, so a car-free street would leave them stuck at home. That is a fair point. The city should run more buses on those days so that the bus {{comes}} every fifteen minutes, and {{then}} nobody would need to drive. {{There}} is also a large parking garage two blocks away that is almost empty on Sundays.

A car-free downtown would make our city cleaner, quieter and friendlier. It would help the shops, and it would give families a place to walk together. The city council should try it this summer, and if {{it's}} a success, it should keep it.`,
  },
  {
    name: 'school uniforms',
    heldOut: true,
    marked: `Our School Does Not Need Uniforms

The principal has proposed that every student wear {{a uniform}} starting next fall. I understand why, but I think uniforms would cost families money and solve a problem we do not really have.

First, uniforms are expensive. The shirts from the school's supplier [[costs|agreement]] about forty dollars each, and most kids need at least three. For a family with three children, that is more [[then|then-than]] a month of groceries. My mom, [[who's|whose-whos]] job does not pay much, already has to choose between new shoes and a field trip. Regular clothes can be bought second-hand, but a uniform [[have|agreement]] to come from one store.

Second, the reason given for uniforms does not match our school. The principal says uniforms stop bullying about clothes, but in my experience bullying is about who you are, not what you wear. A quiet student who [[get|agreement]] picked on will still get picked on in a blue sweater. A uniform [[would of|should-of]] changed nothing for my friend Sam, who was teased because of his stutter, not his shirt.

Third, clothes are one of the few ways we can show who we are. [[Its|its-its]] hard to feel like an individual when everyone looks the same. Our school is proud of {{its}} art program, and {{it's}} strange to tell students to be creative and then dress them alike. Uniforms might look [[neat, they|comma-splice]] do not make anyone learn more.

Some parents say uniforms save time in the morning because kids do not have to choose what to wear. That may be true, but the time saved is small, and it is not worth the cost. It is also [[an|a-an]] one-size-fits-all rule for a school where students are very different.

The school should let us keep wearing our own clothes and spend the money on something that [[effects|affect-effect]] learning, like new books. If the principal wants to stop bullying, the school should teach students how to treat each other, which would have a far bigger {{effect}} {{than}} {{a uniform}} ever could. We do not need to [[loose|lose-loose]] our freedom to dress ourselves to solve that.`,
  },
  {
    name: 'community service for graduation',
    heldOut: false,
    marked: `Community Service Should Count Toward Graduation

Our school requires four years of English and three years of math, but it does not ask for a single hour of helping others. Students are [[suppose to|suppose-to]] leave high school ready to be good citizens, so I believe every student should complete forty hours of community service before graduating.

Volunteering [[teach|agreement]] students things that no test can measure. Last summer I helped at a food bank, and the people I met there changed how I see our town. One volunteer, [[who's|whose-whos]] family once depended on the food bank, told me that a bag of groceries can [[effect|affect-effect]] how a child does in school. I had never thought about that before, and {{it's}} stayed with me ever since.

Service also [[help|agreement]] students figure out what they want to do. My friends who {{volunteer}} at the animal shelter now want to study veterinary science. Last month they walked dogs that had been found running [[lose|lose-loose]] in the park, and one of them ended up adopting a puppy. They still go every week, even though {{their}} hours were done long ago.

Some students say {{they're}} too busy with sports and jobs. {{It's}} true that our schedules are full, but forty hours over four years is about ten hours a year, which is less [[then|then-than]] one weekend. Others worry that forced volunteering is not real volunteering. I see {{their}} point, but many students do not volunteer simply because they do not know where to start. A requirement would give them a push, and the students who [[volunteers|agreement]] for the first time often come back.

The school [[could of|should-of]] started this program years ago. [[Your|your-youre]] never too young to help, and a few hours at a food bank or a shelter can teach more about our town [[then|then-than]] a month of lectures. Forty hours is a small price for becoming part of a community.`,
  },
  {
    name: 'video games',
    heldOut: true,
    marked: `Video Games Are Not a Waste of Time

Adults often say that video games rot your brain, but I think that is [[to|to-too]] simple. Games can teach teamwork, problem solving and even history, and schools should stop treating them as the enemy.

Many games [[requires|agreement]] players to plan ahead and work together. In the game my friends and I play, each player [[have|agreement]] a different role, and we [[loose|lose-loose]] if we do not talk to each other. That is the same kind of teamwork coaches try to teach on the soccer field. A game {{whose}} levels get harder over time also teaches patience, because you have to fail many times before you succeed.

Some games also teach real knowledge. I learned more about ancient Rome from a strategy game [[then|then-than]] from my textbook, because I had to manage food, armies and roads. [[Its|its-its]] not the same as reading a book, but it made me want to read one. A game about building cities taught me what happens when a city grows faster {{than}} {{its}} roads.

Of course, games can be a problem. A student who [[play|agreement]] until three in the morning will be tired the next day, and {{there}} are games that are designed to make players spend money. Parents are right to set limits, and {{they're}} right to check what {{their}} kids are playing. But the answer is balance, not a ban.

Playing games with friends also [[build|agreement]] friendships. During the winter, when it was [[to|to-too]] cold to go outside, my friends and I met online every Friday. Those nights made us closer, and I still have [[there|their-there]] messages saved on my phone.

Video games are not [[perfect, neither|comma-splice]] is television. If [[your|your-youre]] a parent, try playing one game with {{your}} child before deciding it is a waste of time. You might find that it is [[a|a-an]] hour well spent.`,
  },
  {
    name: 'recycling in the cafeteria',
    heldOut: false,
    marked: `Our Cafeteria Needs Real Recycling

Every day our cafeteria throws away hundreds of plastic bottles, cans and paper trays. There are no recycling bins anywhere in the building, so everything goes into the same black bags. I think our school should put recycling bins in the cafeteria and in every hallway.

The amount of waste is shocking. Our science club counted the trash from one lunch period, and the number of bottles [[were|agreement]] over three hundred. Almost all of it could have been recycled. The city already collects recycling from homes for free, so the school [[don't|agreement]] even need to pay for a new service. Recycling a can also uses far less energy [[then|then-than]] making a new one.

The school talks about [[it's|its-its]] commitment to the environment on posters in every hallway, but the posters mean little when {{its}} own cafeteria sends everything to the landfill. Ms. Ortiz, [[whose|whose-whos]] been teaching biology here for twenty years, says students would use the bins if [[their|their-there]] were some in the cafeteria. She has seen it work at her last school, and {{there}} the bins filled up every day.

Some people worry that students will throw trash in the wrong [[bin, this|comma-splice]] is easy to fix with clear signs and colors. Others say the janitors will have more work. Putting a recycling bin next to every trash can is [[a|a-an]] easy first step, and the city truck, not the janitors, would empty it. The bins [[would would|doubled-word]] cost less than one new printer.

A school teaches more by what it does [[then|then-than]] by what it says. Recycling bins would show students that {{their}} choices matter, and they would cost almost nothing. I would rather see {{an}} {{effect}} we can measure {{than}} another poster on the wall.`,
  },
  {
    name: 'a four-day school week',
    heldOut: true,
    marked: `A Four-Day Week Would Be Better for Everyone

Several school districts in our state have switched to a four-day week, with longer days from Monday to Thursday. I think our district should try it, because students and teachers would both be [[more happier|more-better]] and more rested.

First, a long weekend gives students time to catch up. Most of my friends [[has|agreement]] a job or a sport on weekends, so Saturday disappears and Sunday is for homework. With Fridays free, students could use [[they're|their-there]] extra day for appointments, rest or studying, and {{they'd}} come back on Monday ready to work. Four longer days are {{better}} [[then|then-than]] five tired ones.

Teachers would benefit [[to|to-too]]. Every teacher [[whose|whose-whos]] tried it in the next district says that planning on Fridays makes {{their}} lessons stronger. A shorter week also means less driving. The buses, which [[runs|agreement]] five days a week now, would only run four, and the district could spend the savings on {{an}} art teacher.

Some parents say that a four-day week is hard for working [[families, however|comma-splice]] the district could offer a supervised program at the school on Fridays. Others worry that longer days might [[effect|affect-effect]] younger students, who get tired in the afternoon. This is a real concern, and {{it's}} why the district should start with the middle and high schools. The districts that tried it found that attendance went up, and students did not [[loose|lose-loose]] any learning time, because each day was forty minutes longer.

A four-day week is not [[an|a-an]] unique idea anymore, and the results from other districts are good. [[Its|its-its]] time for our district to try it for one year and see whether it works here. If {{your}} family would like to see the change, tell the school board at {{its}} next meeting.`,
  },
];
