import { sanitize } from '../../lib/sanitize';

/** Section 9: '{assignment title}_submission.html'. */
export const submissionFileName = (assignmentTitle: string) => `${assignmentTitle}_submission.html`;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The essay as a document of its own, titled after the assignment, that opens in any browser. */
export function submissionDocument(assignmentTitle: string, contentHtml: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>',
    escapeText(assignmentTitle),
    '</title></head>',
    '<body>',
    sanitize(contentHtml),
    '</body>',
    '</html>',
  ].join('');
}

/** Hands the browser the document as a text/html download; nothing is sent anywhere. */
export function downloadSubmission(assignmentTitle: string, contentHtml: string): void {
  const blob = new Blob([submissionDocument(assignmentTitle, contentHtml)], { type: 'text/html' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = submissionFileName(assignmentTitle);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
