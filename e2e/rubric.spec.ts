import { expect, test } from '@playwright/test';
import { essayClass } from './support/essay-class';
import { demo, signIn } from './support/session';
import { PASSWORD, signedIn } from './support/xss-api';

test.use({ viewport: { width: 1440, height: 900 } });

test('an instructor writes a rubric, scores an essay by it, and the student reads their levels', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(request, demo.admin);
  const { weekId, assignmentId, students } = await essayClass(request, admin, `${Date.now()}`, 1);
  const [writer] = students;
  const instructor = await (await browser.newContext()).newPage();
  await signIn(instructor, demo.admin);
  await expect(instructor).toHaveURL(/\/admin\/dashboard$/);

  // Two criteria, each starting with four levels; the second keeps only three.
  await instructor.goto(`/admin/apps/weeks/detail/${weekId}`);
  await instructor.getByRole('button', { name: 'Rubric of A change in your community' }).click();
  const editor = instructor.getByRole('form', { name: 'Rubric of A change in your community' });
  await editor.getByRole('button', { name: 'Add a criterion' }).click();
  await editor.getByRole('button', { name: 'Add a criterion' }).click();
  const criterion = (place: number) =>
    editor.getByRole('listitem', { name: new RegExp(`^Criterion ${place}`) });
  await criterion(1).getByLabel('Criterion title').fill('Claim');
  await criterion(2).getByLabel('Criterion title').fill('Conventions');
  await criterion(2)
    .getByRole('button', { name: /^Remove level 4/ })
    .click();
  await expect(editor.getByText(/^2 criteria, 8 points in all/)).toBeVisible();
  await editor.getByRole('button', { name: 'Save rubric' }).click();
  await expect(instructor.getByText("Rubric of 'A change in your community' saved.")).toBeVisible();

  // Scoring: the grade follows the rubric, 7 of 8 points.
  await instructor.goto(`/admin/apps/assignments/${assignmentId}/submissions/${writer.submissionId}`);
  await expect(instructor.getByRole('listitem', { name: 'Comment 1', exact: true })).toBeVisible({
    timeout: 90_000,
  });
  await instructor.getByRole('tab', { name: 'Grade' }).click();
  const grade = instructor.getByRole('form', { name: 'Summary and grade' });
  await grade
    .getByRole('radiogroup', { name: /^Claim/ })
    .getByText('Exemplary · 4 points')
    .click();
  await grade
    .getByRole('radiogroup', { name: /^Conventions/ })
    .getByText('Proficient · 3 points')
    .click();
  await expect(grade.getByText('7 of 8 points · 2 of 2 criteria scored')).toBeVisible();
  await expect(grade.getByLabel('Final grade')).toHaveValue('88');
  await grade.getByLabel('Comment on Claim (optional)').fill('Your claim is precise and arguable.');
  await grade.getByRole('button', { name: 'Release to student' }).click();
  await instructor.getByRole('alertdialog').getByRole('button', { name: 'Release' }).click();
  // Released, the instructor is shown the student's page as it now reads.
  const preview = instructor.getByRole('dialog', { name: `What ${writer.username} will see` });
  await expect(preview.getByRole('region', { name: 'Rubric' })).toContainText('7 of 8 points');
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(instructor.getByText(/Released to the student on/)).toBeVisible();

  // The student sees the rubric, their level on each criterion and the comment.
  const student = await (await browser.newContext()).newPage();
  await signIn(student, { identifier: writer.username, password: PASSWORD });
  await expect(student).toHaveURL(/\/user\/dashboard$/);
  await student.goto(`/user/feedback/${assignmentId}`);
  // No comment was accepted: the end comment carries the grade, with the percentage by the heading.
  await expect(student.getByText('Final grade: 88/100', { exact: true })).toBeVisible();
  await expect(student.getByText('88%', { exact: true })).toBeVisible();
  const rubric = student.getByRole('region', { name: 'Rubric' });
  await expect(rubric.getByText('7 of 8 points', { exact: true })).toBeVisible();
  await expect(
    rubric.getByRole('listitem', { name: 'Claim' }).locator('[aria-current="true"]'),
  ).toContainText('Exemplary · 4 points');
  await expect(
    rubric.getByRole('listitem', { name: 'Conventions' }).locator('[aria-current="true"]'),
  ).toContainText('Proficient · 3 points');
  await expect(rubric.getByText('Your claim is precise and arguable.')).toBeVisible();
});
