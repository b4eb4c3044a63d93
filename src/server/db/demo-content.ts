/** The demo course a newcomer explores: enough weeks, lessons and an essay assignment to try every screen. */
export const demoCourse = {
  title: 'Writing the Persuasive Essay',
  description:
    'Three weeks on building an argument a reader can follow: claims, evidence, structure and revision, ending in a short persuasive essay with feedback.',
};

export const demoWeeks = [
  {
    weekNumber: 1,
    title: 'Claims and Audience',
    lessons: [
      {
        title: 'What makes a claim arguable',
        html: '<h2>Arguable claims</h2><p>A claim is arguable when a thoughtful reader could disagree with it. "Cities should replace parking with parks" is arguable; "Cities have parking" is not.</p><ul><li>Name the change you want.</li><li>Say who should make it.</li><li>Hint at why it matters.</li></ul>',
      },
      {
        title: 'Writing for a real reader',
        html: '<p>Picture one reader who is busy, fair and unconvinced. Every paragraph should answer a question that reader would ask next.</p>',
      },
    ],
  },
  {
    weekNumber: 2,
    title: 'Evidence and Reasoning',
    lessons: [
      {
        title: 'Choosing evidence',
        html: '<p>Good evidence is <strong>relevant</strong>, <strong>specific</strong> and <strong>trustworthy</strong>. Prefer one precise figure from a named source to three vague generalisations.</p>',
      },
      {
        title: 'Explaining the link',
        html: '<p>Evidence never speaks for itself. After each example, write a sentence that says how it supports your claim.</p>',
      },
    ],
    assignment: {
      title: 'Persuasive Essay: A Change in Your Community',
      html: '<p>Write a persuasive essay of 300 to 800 words arguing for one change in your school or community. State your claim in the introduction, support it with at least two pieces of evidence, answer one objection, and close with a conclusion that returns to your reader.</p>',
      minWords: 300,
      maxWords: 800,
      dueInDays: 10,
    },
  },
  {
    weekNumber: 3,
    title: 'Structure and Revision',
    lessons: [
      {
        title: 'Paragraphs that move',
        html: '<p>Each paragraph makes one step of the argument. Start with the step, support it, and end by pointing to the next one.</p><ol><li>Topic sentence</li><li>Evidence</li><li>Explanation</li><li>Transition</li></ol>',
      },
    ],
  },
] as const;

export const demoAccounts = [
  {
    username: 'admin',
    email: 'admin@example.com',
    password: 'admin-demo-pass',
    role: 'admin',
    status: 'approved',
    emailVerified: true,
    enrolled: false,
    state: 'admin, verified, approved',
  },
  {
    username: 'student',
    email: 'student@example.com',
    password: 'student-demo-pass',
    role: 'regular',
    status: 'approved',
    emailVerified: true,
    enrolled: true,
    state: 'student, enrolled in the demo course',
  },
  {
    username: 'newcomer',
    email: 'newcomer@example.com',
    password: 'newcomer-demo-pass',
    role: 'regular',
    status: 'approved',
    emailVerified: true,
    enrolled: false,
    state: 'student, approved, no enrollment',
  },
  {
    username: 'pending',
    email: 'pending@example.com',
    password: 'pending-demo-pass',
    role: 'regular',
    status: 'pending',
    emailVerified: true,
    enrolled: false,
    state: 'student, verified, awaiting approval',
  },
  {
    username: 'unverified',
    email: 'unverified@example.com',
    password: 'unverified-demo-pass',
    role: 'regular',
    status: 'pending',
    emailVerified: false,
    enrolled: false,
    state: 'student, e-mail not verified',
  },
] as const;
