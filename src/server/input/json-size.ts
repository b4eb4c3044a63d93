/**
 * The most bytes a body valid against a route's schema can take as JSON, so that a route reads no more
 * than its contract allows (design: bounded work per request). Text is counted at three bytes a
 * character (UTF-8 of any character the editor produces), every value gets a few bytes of spacing, and
 * a schema that sets no bound gives Infinity.
 */
interface JsonSchema {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

const BYTES_PER_CHARACTER = 3;
const SPACING = 4;
const NUMBER = 24;
/** Formats whose values are short by nature (a date, an e-mail address is capped by its own schema). */
const SHORT_FORMATS: Record<string, number> = { date: 10, 'date-time': 40, time: 30 };

const literal = (value: unknown) => JSON.stringify(value)?.length ?? 4;

function stringBytes(schema: JsonSchema): number {
  const length = schema.maxLength ?? (schema.format ? SHORT_FORMATS[schema.format] : undefined);
  return length === undefined ? Number.POSITIVE_INFINITY : 2 + length * BYTES_PER_CHARACTER;
}

function typeBytes(type: string, schema: JsonSchema): number {
  switch (type) {
    case 'string':
      return stringBytes(schema);
    case 'integer':
    case 'number':
      return NUMBER;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'array': {
      if (schema.maxItems === undefined || !schema.items) return Number.POSITIVE_INFINITY;
      return 2 + schema.maxItems * (maxJsonBytes(schema.items) + 1);
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const inside = properties.reduce(
        (sum, [key, value]) => sum + literal(key) + 2 + maxJsonBytes(value),
        0,
      );
      return 2 + inside;
    }
    default:
      return Number.POSITIVE_INFINITY;
  }
}

export function maxJsonBytes(schema: JsonSchema): number {
  if (schema.const !== undefined) return literal(schema.const) + SPACING;
  if (schema.enum) return Math.max(...schema.enum.map(literal)) + SPACING;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return Math.max(...choices.map(maxJsonBytes));
  const types = [schema.type ?? 'unknown'].flat();
  return Math.max(...types.map((type) => typeBytes(type, schema))) + SPACING;
}
