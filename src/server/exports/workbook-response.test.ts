import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { asWorkbookBytes } from '../../../test/server/read-export';
import errorsPlugin from '../plugins/errors';
import { writeSheet } from './sheet';
import { sendWorkbook } from './workbook-response';

interface LogLine {
  level: number;
  msg: string;
  export?: string;
  err?: { message: string };
}

const logLines: LogLine[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)));
    done();
  },
});
afterEach(() => {
  logLines.length = 0;
});

async function appStreaming(pages: () => AsyncIterable<number[]>) {
  const app = Fastify({ logger: { level: 'error', stream: logStream } });
  await app.register(errorsPlugin);
  app.get('/numbers.xlsx', (request, reply) =>
    sendWorkbook(request, reply, 'users', (workbook, progress) =>
      writeSheet(
        workbook,
        progress,
        'Numbers',
        [{ header: 'N', width: 6, value: (n: number) => n }],
        pages(),
      ),
    ),
  );
  return app;
}

const failure = (error: Error & { code?: string }) => ({ error: error.code ?? error.message });

describe('streaming a workbook', () => {
  it('sends every page as one readable workbook', async () => {
    const app = await appStreaming(async function* () {
      yield [1, 2];
      yield [3];
    });
    const response = await app.inject({ method: 'GET', url: '/numbers.xlsx' });
    const workbook = await new ExcelJS.Workbook().xlsx.load(asWorkbookBytes(response.rawPayload));
    expect(workbook.getWorksheet('Numbers')!.getColumn(1).values.slice(1)).toEqual(['N', 1, 2, 3]);
    expect(logLines).toEqual([]);
  });

  it('answers the usual error when the database fails before the first page', async () => {
    const app = await appStreaming(async function* () {
      yield* [];
      throw new Error('no database');
    });
    const response = await app.inject({ method: 'GET', url: '/numbers.xlsx' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'INTERNAL', error: 'Something went wrong on our side.' });
    expect(logLines).toEqual([expect.objectContaining({ msg: 'request failed', err: expect.anything() })]);
  });

  it('cuts the download short, and logs why, when the database fails after the file has begun', async () => {
    const app = await appStreaming(async function* () {
      yield Array.from({ length: 2_000 }, (_, index) => index + 1);
      // As a real query would, the next page takes a turn of the event loop before it fails.
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('connection to the database was lost');
    });
    const outcome = await app
      .inject({ method: 'GET', url: '/numbers.xlsx' })
      .then((response) => ({ status: response.statusCode }), failure);
    // The caller sees a broken connection, never a complete-looking file missing rows.
    expect(outcome).toEqual({ error: 'LIGHT_ECONNRESET' });
    expect(logLines).toEqual([
      expect.objectContaining({
        msg: 'export failed while streaming',
        export: 'users',
        err: expect.objectContaining({ message: 'connection to the database was lost' }),
      }),
    ]);
  });
});
