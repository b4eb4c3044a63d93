import { expect, type Page, test } from '@playwright/test';
import { essayText } from '../bench/support/essay';
import type { AdminSubmissionDetail } from '../src/shared/contract';
import { essayClass } from './support/essay-class';
import { demo, signIn } from './support/session';
import { type Caller, created, PASSWORD, send, signedIn } from './support/xss-api';

test.use({ viewport: { width: 1440, height: 900 } });

/** Three sentences the instructor comments on; the student fixes the first two and leaves the third. */
const COMMENTS = [
  {
    quote: 'Many students has no quiet place',
    comment: 'Agreement: students have.',
    fix: 'Many students have no quiet place',
  },
  {
    quote: 'because their was no other place',
    comment: 'Their or there?',
    fix: 'because there was no other place',
  },
  {
    quote: 'The school must make sure younger students get home safely',
    comment: 'How, exactly?',
    fix: null,
  },
];

async function draftedDetail(admin: Caller, path: string): Promise<AdminSubmissionDetail> {
  let detail!: AdminSubmissionDetail;
  await expect(async () => {
    detail = (await send<AdminSubmissionDetail>(admin, 'get', path)).body;
    expect(detail.draft_status).toBe('ready');
  }).toPass({ timeout: 90_000 });
  return detail;
}

/**
 * Selects `text` in the essay editor, as a student dragging over it would, and types over it. The
 * marks of the comments being revised split the text into several nodes, so the words are looked for
 * across them.
 */
async function replaceInEditor(page: Page, text: string, replacement: string) {
  await page.getByRole('textbox', { name: 'Your essay' }).evaluate((editor, wanted) => {
    const walker = editor.ownerDocument.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const starts: number[] = [];
    let joined = '';
    for (const node of nodes) {
      starts.push(joined.length);
      joined += node.data;
    }
    const at = joined.indexOf(wanted);
    if (at >= 0) {
      const place = (offset: number, isEnd: boolean) => {
        const index = starts.findLastIndex((start, k) =>
          isEnd ? start < offset : start <= offset && offset < start + nodes[k].data.length,
        );
        return [nodes[index], offset - starts[index]] as const;
      };
      const range = editor.ownerDocument.createRange();
      range.setStart(...place(at, false));
      range.setEnd(...place(at + wanted.length, true));
      (editor as HTMLElement).focus();
      const selection = editor.ownerDocument.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`not in the editor: ${wanted}`);
  }, text);
  await page.keyboard.type(replacement);
}

test('a student revises a released essay, and the comments follow the text into version 2', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await signedIn(request, demo.admin);
  const { assignmentId, students } = await essayClass(request, admin, `${Date.now()}`, 1);
  const [writer] = students;
  const saved = await send(admin, 'put', `/api/admin/assignments/${assignmentId}`, {
    title: 'A change in your community',
    instructions_html: '<p>Argue for one change in your community.</p>',
    allow_revisions: true,
    max_versions: 3,
  });
  expect(saved.status).toBe(200);

  // Version 1: the instructor's three comments and the engine's, accepted and released with 72.
  const firstPath = `/api/admin/assignments/${assignmentId}/submissions/${writer.submissionId}`;
  const first = await draftedDetail(admin, firstPath);
  for (const item of first.feedback_items)
    await send(admin, 'patch', `${firstPath}/feedback-items/${item.id}`, { decision: 'accepted' });
  for (const { quote, comment } of COMMENTS) {
    const startIndex = essayText.indexOf(quote);
    await created(
      send(admin, 'post', `${firstPath}/feedback-items`, {
        startIndex,
        endIndex: startIndex + quote.length,
        quote,
        category: 'grammar',
        severity: 'medium',
        comment,
        suggestion: '',
      }),
    );
  }
  const release = (grade: number) => ({
    grade,
    general_feedback: 'Work through the comments.',
    overall_feedback: 'A clear essay.',
    strengths: ['A clear claim'],
    areas_for_improvement: ['Agreement'],
    encouragement: 'Keep going.',
    release: true,
  });
  expect((await send(admin, 'put', `${firstPath}/review`, release(72))).status).toBe(200);

  // The student asks about the comment they will leave as it is, then revises beside the comments.
  const student = await (await browser.newContext()).newPage();
  await signIn(student, { identifier: writer.username, password: PASSWORD });
  await expect(student).toHaveURL(/\/user\/dashboard$/);
  await student.goto(`/user/feedback/${assignmentId}`);
  const question = student.getByRole('region', { name: /The school must make sure younger students/ });
  await question.getByRole('button', { name: 'Reply' }).click();
  await question
    .getByRole('textbox', { name: 'Reply to your instructor' })
    .fill('Do you mean a plan for each route?');
  await question.getByRole('button', { name: 'Send reply' }).click();
  await expect(question.getByText('Do you mean a plan for each route?')).toBeVisible();
  await student.getByRole('link', { name: 'Revise your essay' }).click();
  const comments = student.getByRole('region', { name: 'Comments on version 1' });
  await expect(comments.getByText('Agreement: students have.')).toBeVisible();
  const editor = student.getByRole('textbox', { name: 'Your essay' });
  await expect(editor).toContainText('Many students has');
  // Each comment's passage is marked in the text being revised, the comment on hover.
  // (A passage that another comment's passage overlaps is drawn in pieces.)
  for (const { quote, comment } of COMMENTS) {
    const pieces = editor.locator(`.passage-mark[title="${comment}"]`);
    await expect.poll(async () => (await pieces.allTextContents()).join('')).toBe(quote);
  }
  for (const { quote, fix } of COMMENTS) if (fix) await replaceInEditor(student, quote, fix);
  await expect(student.getByRole('textbox', { name: 'Your essay' })).toContainText('Many students have');
  await student.getByRole('button', { name: 'Submit essay' }).click();
  const dialog = student.getByRole('alertdialog', { name: 'Submit essay?' });
  await expect(dialog).toContainText('It becomes version 2');
  await dialog.getByRole('button', { name: 'Submit essay' }).click();
  await expect(student).toHaveURL(new RegExp(`/user/review/${assignmentId}$`));

  // The instructor's Versions tab: the two fixed comments revised, the third unchanged.
  const list = await send<{ id: number; version: number }[]>(
    admin,
    'get',
    `/api/admin/assignments/${assignmentId}/submissions`,
  );
  const second = list.body.find((row) => row.version === 2)!;
  await draftedDetail(admin, `/api/admin/assignments/${assignmentId}/submissions/${second.id}`);
  const instructor = await (await browser.newContext()).newPage();
  await signIn(instructor, demo.admin);
  await expect(instructor).toHaveURL(/\/admin\/dashboard$/);
  await instructor.goto(`/admin/apps/assignments/${assignmentId}/submissions/${second.id}`);
  await instructor.getByRole('tab', { name: 'Versions' }).click();
  const carried = instructor.getByRole('region', { name: 'Comments on version 1' });
  await expect(carried.getByRole('listitem', { name: 'Revised: Agreement: students have.' })).toBeVisible();
  await expect(carried.getByRole('listitem', { name: 'Revised: Their or there?' })).toBeVisible();
  await expect(carried.getByRole('listitem', { name: 'Unchanged: How, exactly?' })).toBeVisible();
  await expect(carried.getByRole('listitem', { name: 'Revised: Agreement: students have.' })).toContainText(
    'Now: Many students have no quiet place',
  );
  // The student's question waits under the comment that still stands; the instructor answers it.
  const standing = carried.getByRole('listitem', { name: 'Unchanged: How, exactly?' });
  await standing.getByRole('button', { name: '1 reply, 1 new' }).click();
  await expect(standing.getByText('Do you mean a plan for each route?')).toBeVisible();
  await standing
    .getByRole('textbox', { name: 'Reply to the student' })
    .fill('Yes: name who walks them home.');
  await standing.getByRole('button', { name: 'Send reply' }).click();
  await expect(standing.getByText('Yes: name who walks them home.')).toBeVisible();

  await instructor.getByRole('button', { name: 'Show the changes from version 1' }).click();
  const changes = instructor.getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(changes.locator('del').first()).toHaveText('[removed: has]');
  await expect(changes.locator('ins').first()).toHaveText('[added: have]');

  // Version 2 released with 85: the student sees the new grade and the way back to version 1.
  await instructor.getByRole('tab', { name: 'Grade' }).click();
  const grade = instructor.getByRole('form', { name: 'Summary and grade' });
  await grade.getByLabel('Final grade').fill('85');
  await grade.getByRole('button', { name: 'Release to student' }).click();
  await instructor.getByRole('alertdialog').getByRole('button', { name: 'Release' }).click();
  await expect(instructor.getByText(/Released to the student on/)).toBeVisible();

  await student.goto(`/user/feedback/${assignmentId}`);
  await expect(student.getByText('Grade: 85/100', { exact: true })).toBeVisible();
  const revised = student.getByRole('region', { name: 'Comments on version 1' });
  await expect(revised.getByRole('listitem', { name: 'Revised: Their or there?' })).toBeVisible();
  // The comment left unchanged stands on the new essay, marked with the version it came from.
  await expect(
    student
      .getByRole('region', { name: 'Instructor Feedback' })
      .getByRole('button', { name: /From version 1 New reply The school must make sure/ }),
  ).toBeVisible();
  // The answer is there, under the comment carried into version 2.
  const answered = student.getByRole('region', {
    name: /From version 1 New reply The school must make sure/,
  });
  await answered.getByRole('button', { name: '2 replies, 1 new' }).click();
  await expect(answered.getByText('Yes: name who walks them home.')).toBeVisible();
  const versions = student.getByRole('combobox', { name: 'Version' });
  await versions.selectOption('1');
  await expect(student.getByText('Grade: 72/100', { exact: true })).toBeVisible();
});
