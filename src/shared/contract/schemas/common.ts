import {
  type Static,
  type TLiteral,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnion,
  Type,
} from 'typebox';

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

/** One of a fixed set of words: a union of literals, so a refusal names the words allowed. */
export const OneOf = <const Words extends readonly string[]>(words: Words) =>
  Type.Union(words.map((word) => Type.Literal(word))) as TUnion<{
    -readonly [K in keyof Words]: TLiteral<Words[K]>;
  }>;

/** Which page of a long list a caller asks for, and how many rows a page holds. */
export const PageQueryFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** One page of a long list: its rows, how many rows there are in all, and which page this is. */
export const PageFields = <Row extends TSchema>(row: Row) => ({
  items: Type.Array(row),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});

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
