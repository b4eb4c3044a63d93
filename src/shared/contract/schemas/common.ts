import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';

/** Every failure the API sends: `error` and `detail` are sentences a person can read (design: the contract). */
export const ApiErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  error: Type.String(),
  detail: Type.Optional(Type.String()),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ApiError = Static<typeof ApiErrorSchema>;

/**
 * What a caller sends (a body or a query): an object that refuses any field it does not name, so a
 * misspelt or planted field is a 400 with its name rather than ignored.
 */
export const ClosedObject = <Properties extends TProperties>(
  properties: Properties,
  options: { minProperties?: number } = {},
): TObject<Properties> => Type.Object(properties, { additionalProperties: false, ...options });

export const MessageSchema = Type.Object({ message: Type.String() });
export type MessageAnswer = Static<typeof MessageSchema>;

export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * A string, number or integer schema that also allows null, as one type list rather than a union: the
 * response serialiser then chooses by the value's type instead of validating it against each branch
 * (a date-time pattern on every field of every row), and request validation never coerces a null.
 */
export const Nullable = <T extends TSchema & { type: 'string' | 'number' | 'integer' }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

/**
 * An integer or null in a request body. Written as one type list rather than a union because the
 * server's validator coerces types: in a union, null would first be turned into 0 and accepted.
 */
export const NullableInteger = (limits: { minimum?: number; maximum?: number }) =>
  Nullable(Type.Integer(limits));

/**
 * What the server validates of one call: its path parameters, query, headers, body and answers (by
 * status); and the file of src/server/routes that serves it (`admin/courses/weeks` for
 * routes/admin/courses/weeks.ts, `admin/courses` for routes/admin/courses/index.ts), which the server loads.
 */
export interface RouteSchemas {
  servedBy: string;
  params?: TSchema;
  querystring?: TSchema;
  headers?: TSchema;
  body?: TSchema;
  answer?: Record<number, TSchema>;
}

/** The calls one route file serves (`admin/courses`, as in RouteSchemas), each with what is validated of it. */
export function servedBy<Calls extends Record<string, Omit<RouteSchemas, 'servedBy'>>>(
  file: string,
  calls: Calls,
) {
  const served = Object.entries(calls).map(([name, schemas]) => [name, { servedBy: file, ...schemas }]);
  return Object.fromEntries(served) as { [Name in keyof Calls]: Calls[Name] & { servedBy: string } };
}
