import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MOCK_WORKBOOK_BYTES } from '../../../../mocks/handlers/exports';
import { unauthenticated } from '../../../../mocks/handlers/respond';
import { catchDownloads } from '../../../../test/client/downloads';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { XLSX_CONTENT_TYPE } from '../../../shared/contract';

const today = () => new Date().toISOString().slice(0, 10);
const exportUrl = (kind: string) => `*/api/admin/exports/${kind}.xlsx`;

const openExports = (tokenSeconds?: number) =>
  renderApp({
    route: '/admin/excel-export-demo',
    preloadedState: { auth: signedInAs('admin', { tokenSeconds }) },
  });

const card = (name: string) => screen.findByRole('region', { name });

/** Every export request the page sends: its address and the Authorization it carried. */
function recordExportRequests() {
  const sent: { url: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/admin/exports/')) {
      sent.push({ url: request.url, authorization: request.headers.get('authorization') });
    }
  });
  return sent;
}

/** A download whose second half waits until the test lets it through. */
function holdSecondHalf(kind: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(exportUrl(kind), () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(1536));
          await held;
          controller.enqueue(new Uint8Array(512));
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': XLSX_CONTENT_TYPE } });
    }),
  );
  return release;
}

describe('Excel Export Demo (section 2: /admin/excel-export-demo)', () => {
  it('describes each workbook, with a course filter for enrollments and grades only', async () => {
    openExports();
    expect(await screen.findByRole('heading', { level: 1, name: 'Excel Export Demo' })).toBeInTheDocument();
    const users = await card('Users');
    expect(within(users).getByText(/Passwords are never exported/)).toBeInTheDocument();
    expect(within(users).queryByRole('combobox')).not.toBeInTheDocument();
    for (const name of ['Enrollments', 'Grades and feedback']) {
      const filter = within(await card(name)).getByRole('combobox', { name: 'Course' });
      expect(await within(filter).findByRole('option', { name: 'Essay Writing 101' })).toBeInTheDocument();
      expect(filter).toHaveValue('');
    }
  });

  it("downloads with the session's Bearer token and saves the file under the server's name", async () => {
    const downloads = catchDownloads();
    const sent = recordExportRequests();
    const view = openExports();
    await view.user.click(within(await card('Users')).getByRole('button', { name: 'Download' }));

    const users = await card('Users');
    expect(
      await within(users).findByText(`Saved margin-users-${today()}.xlsx (3.0 KB).`),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toBe(`margin-users-${today()}.xlsx`);
    expect(downloads[0].blob.size).toBe(MOCK_WORKBOOK_BYTES);
    expect(downloads[0].blob.type).toBe(XLSX_CONTENT_TYPE);
    const token = view.store.getState().auth.token!;
    expect(sent).toEqual([
      { url: expect.stringMatching(/\/api\/admin\/exports\/users\.xlsx$/), authorization: `Bearer ${token}` },
    ]);
    expect(sent[0].url).not.toContain(token);
  });

  it('narrows enrollments and grades to the chosen course', async () => {
    catchDownloads();
    const sent = recordExportRequests();
    const view = openExports();
    const enrollments = await card('Enrollments');
    const filter = within(enrollments).getByRole('combobox', { name: 'Course' });
    await within(filter).findByRole('option', { name: 'Argument and Evidence' });
    await view.user.selectOptions(filter, 'Argument and Evidence');
    await view.user.click(within(enrollments).getByRole('button', { name: 'Download' }));
    expect(await within(enrollments).findByText(/^Saved margin-enrollments-/)).toBeInTheDocument();
    const grades = await card('Grades and feedback');
    await view.user.click(within(grades).getByRole('button', { name: 'Download' }));
    expect(await within(grades).findByText(/^Saved margin-grades-/)).toBeInTheDocument();
    expect(sent.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/api/admin/exports/enrollments.xlsx?course_id=11',
      '/api/admin/exports/grades.xlsx',
    ]);
  });

  it('shows the bytes received while the file streams in, and can be cancelled', async () => {
    const downloads = catchDownloads();
    const release = holdSecondHalf('grades');
    const view = openExports();
    const grades = await card('Grades and feedback');
    await view.user.click(within(grades).getByRole('button', { name: 'Download' }));
    expect(await within(grades).findByText('1.5 KB received')).toBeInTheDocument();
    expect(within(grades).getByRole('button', { name: /Downloading/ })).toBeDisabled();
    expect(within(grades).getByRole('combobox', { name: 'Course' })).toBeDisabled();

    await view.user.click(within(grades).getByRole('button', { name: 'Cancel' }));
    expect(await within(grades).findByRole('button', { name: 'Download' })).toBeEnabled();
    expect(within(grades).queryByText(/received/)).not.toBeInTheDocument();
    expect(within(grades).queryByRole('alert')).not.toBeInTheDocument();
    release();
    expect(downloads).toEqual([]);
  });

  it('finishes a streamed download once the rest arrives', async () => {
    const downloads = catchDownloads();
    const release = holdSecondHalf('users');
    const view = openExports();
    const users = await card('Users');
    await view.user.click(within(users).getByRole('button', { name: 'Download' }));
    expect(await within(users).findByText('1.5 KB received')).toBeInTheDocument();
    release();
    // Without a Content-Disposition the file is named as the server would have named it.
    expect(
      await within(users).findByText(`Saved margin-users-${today()}.xlsx (2.0 KB).`),
    ).toBeInTheDocument();
    expect(downloads.map((download) => download.blob.size)).toEqual([2048]);
  });

  it("says why an export failed, in the server's words, and retries", async () => {
    catchDownloads();
    server.use(
      http.get(
        exportUrl('users'),
        () =>
          HttpResponse.json(
            {
              statusCode: 500,
              code: 'INTERNAL',
              error: 'Something went wrong on our side.',
              detail: 'The problem has been logged. Please try again in a moment.',
            },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const view = openExports();
    const users = await card('Users');
    await view.user.click(within(users).getByRole('button', { name: 'Download' }));
    expect(await within(users).findByRole('alert')).toHaveTextContent(
      'Export failed: The problem has been logged. Please try again in a moment.',
    );
    await view.user.click(within(users).getByRole('button', { name: 'Retry' }));
    expect(await within(users).findByText(/^Saved margin-users-/)).toBeInTheDocument();
    expect(within(users).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a lost connection from a download cut short', async () => {
    catchDownloads();
    server.use(http.get(exportUrl('users'), () => HttpResponse.error()));
    server.use(
      http.get(exportUrl('enrollments'), () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(100));
            controller.error(new Error('connection reset'));
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': XLSX_CONTENT_TYPE } });
      }),
    );
    const view = openExports();
    const users = await card('Users');
    await view.user.click(within(users).getByRole('button', { name: 'Download' }));
    expect(await within(users).findByRole('alert')).toHaveTextContent('Export failed: Network Error');
    const enrollments = await card('Enrollments');
    await view.user.click(within(enrollments).getByRole('button', { name: 'Download' }));
    expect(await within(enrollments).findByRole('alert')).toHaveTextContent(
      'Export failed: the download was interrupted before the file was complete',
    );
  });

  it('after a 401 refreshes once and downloads again with the new token, as every other call does', async () => {
    catchDownloads();
    server.use(http.get(exportUrl('users'), () => unauthenticated(), { once: true }));
    const sent = recordExportRequests();
    // A token with a life of its own, so that the one the refresh brings (the usual life) differs from it
    // even when both are made within the same second.
    const view = openExports(600);
    const before = view.store.getState().auth.token;
    await view.user.click(within(await card('Users')).getByRole('button', { name: 'Download' }));
    expect(await within(await card('Users')).findByText(/^Saved margin-users-/)).toBeInTheDocument();
    const after = view.store.getState().auth.token;
    expect(after).not.toBe(before);
    expect(sent.map((request) => request.authorization)).toEqual([`Bearer ${before}`, `Bearer ${after}`]);
  });

  it('refreshes a token about to expire before downloading, as every other call does', async () => {
    catchDownloads();
    const sent = recordExportRequests();
    const view = openExports(60);
    const before = view.store.getState().auth.token;
    await view.user.click(within(await card('Users')).getByRole('button', { name: 'Download' }));
    expect(await within(await card('Users')).findByText(/^Saved margin-users-/)).toBeInTheDocument();
    const after = view.store.getState().auth.token;
    expect(after).not.toBe(before);
    expect(sent.map((request) => request.authorization)).toEqual([`Bearer ${after}`]);
  });
});
