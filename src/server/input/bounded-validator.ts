import { AjvCompiler } from '@fastify/ajv-compiler';

interface ArraySchemaish {
  type?: string | string[];
  maxItems?: number;
  items?: ArraySchemaish;
  properties?: Record<string, ArraySchemaish>;
}

interface Issue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Lists that are longer than their schema allows, found before the validator looks at any of their
 * items: with `allErrors`, Ajv would otherwise check (and report) each of, say, 5,000 items of a list
 * that allows 100. Only the schema's own properties and items are followed, so the work is bounded by
 * the schema and by what the body walk already allowed.
 */
function overlongLists(data: unknown, schema: ArraySchemaish): Issue[] {
  const issues: Issue[] = [];
  const stack: Array<{ value: unknown; schema: ArraySchemaish; path: string }> = [
    { value: data, schema, path: '' },
  ];
  while (stack.length > 0) {
    const { value, schema: at, path } = stack.pop()!;
    if (Array.isArray(value)) {
      if (at.maxItems !== undefined && value.length > at.maxItems) {
        const limit = at.maxItems;
        issues.push({
          keyword: 'maxItems',
          instancePath: path,
          schemaPath: '#/maxItems',
          params: { limit },
          message: `must NOT have more than ${limit} items`,
        });
      } else if (at.items) {
        for (const [index, item] of value.entries()) {
          stack.push({ value: item, schema: at.items, path: `${path}/${index}` });
        }
      }
    } else if (value && typeof value === 'object' && at.properties) {
      for (const [key, property] of Object.entries(at.properties)) {
        const child = (value as Record<string, unknown>)[key];
        if (child && typeof child === 'object') {
          stack.push({ value: child, schema: property, path: `${path}/${escapeKey(key)}` });
        }
      }
    }
  }
  return issues;
}

/** Ajv's validator, preceded by the list check above; everything else is exactly Fastify's default. */
function bounded(validate: Validate, schema: ArraySchemaish): Validate {
  const check: Validate = (data, context) => {
    const issues = overlongLists(data, schema);
    if (issues.length > 0) {
      check.errors = issues;
      return false;
    }
    const valid = validate(data, context);
    check.errors = validate.errors;
    return valid;
  };
  // Fastify passes the parent object (so Ajv may coerce the root) only to validators that carry this.
  if (validate.schemaEnv) check.schemaEnv = validate.schemaEnv;
  return check;
}

type RouteSchema = { schema: ArraySchemaish; method: string; url: string; httpPart: string };

/**
 * Fastify's validator factory (@fastify/ajv-compiler, with the app's Ajv options), each compiled
 * validator wrapped so that no list longer than its schema's `maxItems` reaches Ajv.
 */
export function boundedValidatorFactory() {
  const factory = AjvCompiler();
  return (...args: Parameters<typeof factory>) => {
    const compile = factory(...args) as unknown as (route: RouteSchema) => Validate;
    return ((route: RouteSchema) => bounded(compile(route), route.schema)) as unknown as ReturnType<
      typeof factory
    >;
  };
}
