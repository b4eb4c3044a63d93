import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { demo, signIn } from './support/session';

type Row = ExcelJS.CellValue[];

/** Clicks a card's Download and opens the file the browser saved, as Excel would. */
async function download(page: Page, card: Locator, kind: string) {
  const saved = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^margin-${kind}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  await expect(card.getByRole('status')).toContainText(`Saved ${file.suggestedFilename()}`);
  return workbook;
}

function rowsOf(workbook: ExcelJS.Workbook, sheetName: string): Row[] {
  const rows: Row[] = [];
  workbook.getWorksheet(sheetName)!.eachRow((row) => {
    rows.push((row.values as Row).slice(1));
  });
  return rows;
}

test('the admin downloads users, enrollments and grades as Excel workbooks', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/excel-export-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Excel Export Demo' })).toBeVisible();

  const users = rowsOf(await download(page, page.getByRole('region', { name: 'Users' }), 'users'), 'Users');
  expect(users[0]).toEqual([
    'ID',
    'Name',
    'Username',
    'E-mail',
    'Role',
    'Status',
    'E-mail verified',
    'Created at (UTC)',
  ]);
  const byName = new Map(users.slice(1).map((row) => [row[2], row]));
  expect(byName.get('admin')).toEqual([
    expect.any(Number),
    'Ada Lovelace',
    'admin',
    'admin@example.com',
    'admin',
    'approved',
    true,
    expect.any(Date),
  ]);
  expect(byName.get('student')?.slice(4, 7)).toEqual(['regular', 'approved', true]);
  expect(byName.get('newcomer')?.slice(4, 7)).toEqual(['regular', 'approved', true]);
  expect(byName.get('pending')?.slice(4, 7)).toEqual(['regular', 'pending', true]);
  expect(byName.get('unverified')?.slice(4, 7)).toEqual(['regular', 'pending', false]);

  const enrollmentsCard = page.getByRole('region', { name: 'Enrollments' });
  await enrollmentsCard
    .getByRole('combobox', { name: 'Course' })
    .selectOption({ label: 'Writing the Persuasive Essay' });
  const enrollments = rowsOf(await download(page, enrollmentsCard, 'enrollments'), 'Enrollments');
  expect(enrollments).toEqual([
    ['Course ID', 'Course', 'Student ID', 'Name', 'Username', 'E-mail', 'Enrolled at (UTC)'],
    [
      expect.any(Number),
      'Writing the Persuasive Essay',
      byName.get('student')?.[0],
      'Maya Okafor',
      'student',
      'student@example.com',
      expect.any(Date),
    ],
  ]);

  const grades = rowsOf(
    await download(page, page.getByRole('region', { name: 'Grades and feedback' }), 'grades'),
    'Grades',
  );
  expect(grades[0]).toEqual([
    'Course',
    'Week',
    'Assignment',
    'Student',
    'Username',
    'Version',
    'Submitted at (UTC)',
    'Words',
    'Suggested grade',
    'Final grade',
    'Released',
    'Graded at (UTC)',
    'General feedback',
    'Rubric points',
    'Rubric',
    'Accepted comments',
    'Comments',
  ]);
  // The demo data may hold essays or not; whatever rows there are carry typed cells.
  for (const row of grades.slice(1)) {
    expect(row.slice(0, 8)).toEqual([
      expect.any(String),
      expect.any(Number),
      expect.any(String),
      expect.any(String),
      expect.any(String),
      expect.any(Number),
      expect.any(Date),
      expect.any(Number),
    ]);
    expect(typeof row[10]).toBe('boolean');
  }
});
