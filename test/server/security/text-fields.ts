/**
 * The free-text fields of a request body, read from its JSON schema (TypeBox schemas are JSON schema).
 * A path names nested fields with dots and every element of a list with `*`: `title`, `details.path`,
 * `strengths.*`, `*.action` for a body that is itself a list. A closed choice (a literal, an enum, a
 * union of literals) is no free text and is left out.
 */
export interface TextField {
  path: string;
  /** Text shorter than this is refused by the schema, so storing less (say, a trimmed blank) is wrong. */
  minLength: number;
}

interface SchemaNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minLength?: number;
}

export function textFields(schema: unknown, at: string[] = []): TextField[] {
  const node = schema as SchemaNode | undefined;
  if (!node || typeof node !== 'object' || 'const' in node || node.enum) return [];
  if (node.anyOf) {
    const found = new Map<string, TextField>();
    for (const branch of node.anyOf) for (const field of textFields(branch, at)) found.set(field.path, field);
    return [...found.values()];
  }
  const types = [node.type ?? []].flat();
  if (types.includes('string')) return [{ path: at.join('.'), minLength: node.minLength ?? 0 }];
  if (node.properties) {
    return Object.entries(node.properties).flatMap(([name, property]) => textFields(property, [...at, name]));
  }
  if (node.items) return textFields(node.items, [...at, '*']);
  return [];
}

type Json = Record<string, unknown> | unknown[];

/** The body with `text` at `path`; `*` puts it in every element of the list there. */
export function withText(body: unknown, path: string, text: string): unknown {
  const [head, ...rest] = path.split('.');
  const inner = (value: unknown) => (rest.length ? withText(value, rest.join('.'), text) : text);
  if (head === '*') return (body as unknown[]).map(inner);
  return { ...(body as Json), [head]: inner((body as Record<string, unknown>)[head]) };
}

/** What sits at `path` in a body or a read-back of the same shape; `*` reads the first element. */
export function textAt(value: unknown, path: string): unknown {
  let current = value;
  for (const segment of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    current = segment === '*' ? (current as unknown[])[0] : (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** The schema path of a field an error names: `strengths.0` is `strengths.*`, `3.action` is `*.action`. */
export const pathOfErrorField = (field: string) => field.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
