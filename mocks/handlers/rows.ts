import { HttpResponse, type JsonBodyType } from 'msw';
import { db, type MockDb } from '../db';
import { noContent, notFound } from './respond';

/** The lists of the data store whose rows are found, and deleted, by id. */
type Table = { [K in keyof MockDb]: MockDb[K] extends Array<{ id: number }> ? K : never }[keyof MockDb];
type RowOf<T extends Table> = MockDb[T][number];

/** The row of that id (as a number, or as a path spells it), if there is one. */
export const rowOf = <T extends Table>(table: T, id: number | string): RowOf<T> | undefined =>
  (db[table] as RowOf<T>[]).find((row) => row.id === Number(id));

/** What a GET of one row answers: the row, or 404 naming it. */
export const answerRow = <Row extends JsonBodyType>(row: Row | undefined, what: string) =>
  row ? HttpResponse.json<Row>(row) : notFound(what);

/** What a DELETE of a row that holds nothing answers: 204 once it is gone, or 404 naming it. */
export function deleteRow(table: Table, id: string, what: string) {
  if (!rowOf(table, id)) return notFound(what);
  const rows = db as unknown as Record<Table, { id: number }[]>;
  rows[table] = rows[table].filter((row) => row.id !== Number(id));
  return noContent();
}
