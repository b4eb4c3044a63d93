/** Essays that exercise the engine's anchoring: lengths, paragraphing, scripts and whitespace. */
const body = [
  'Homework helps students practise what they learn in class. For example, a student who solves ten equations at home remembers the method the next day. Teachers also see who needs help.',
  'However, too much homework takes away time for sleep and sport. A survey of 2,000 teenagers found that many sleep less than seven hours. Tired students does not learn well, and they forget things quickly.',
  'Another reason is that homework teaches responsibility. The assignments was planned by the teacher, but the student must organise the time to finish them.',
];

export const ESSAYS: Record<string, string> = {
  short: 'Schools should start later. Students are tired in the morning and learn less.',
  'long, several paragraphs': [
    'I beleive that homework should be limited but not banned, because it has real benefits and real costs.',
    ...body,
    'In conclusion, a moderate amount of homework is the best choice for students and teachers.',
  ].join('\n\n'),
  'emoji and accents':
    'My café 😀 serves crêpes to naïve tourists 🎉🎉. Thier favourite is the résumé special, witch is cheap.\n\nÉmilie says it is the best place in Montréal 🇨🇦, and I agree.',
  'CRLF and odd whitespace':
    'First  paragraph   has double  spaces and a recieve error.\r\n\r\nSecond\tparagraph has a tab.   \n \n  Third paragraph after a blank line with spaces.  ',
  'quotes and parentheses':
    'My teacher said "practice makes perfect" (and she was right). The "best" way to learn (in my opinion) is to try, fail and try again [twice].',
  'one paragraph': `${body.join(' ')} ${body.join(' ')}`,
  'nearly empty': 'Okay.',
  empty: '',
};
