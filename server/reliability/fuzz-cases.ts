/**
 * Bad-input cases for the route fuzz test (fuzz.test.ts), generated from each route's OpenAPI
 * operation (the zod contracts as JSON Schema). Nothing here knows a particular route: a new
 * route is fuzzed as soon as it is registered.
 */

/** The slice of JSON Schema the zod → OpenAPI transform produces that the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
}

export interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** One request the fuzz test sends: a raw payload (string) with its content type. */
export interface FuzzCase {
  name: string;
  url: string;
  payload?: string;
  contentType?: string;
}

const MB = 1024 * 1024;
/** A string just under Fastify's 1 MiB body limit once quoted, so it reaches validation. */
export const HUGE_STRING = 'x'.repeat(MB - 4096);
const TEN_MB_BODY = JSON.stringify({ value: 'y'.repeat(10 * MB) });
const NUL_STRING = 'a\u0000b';
/** A lone UTF-16 surrogate: JSON carries it (as "\ud800"), but it is no character. */
const LONE_SURROGATE_STRING = 'a\ud800b';
const DEPTH = 10_000;
const DEEP_ARRAY = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const DEEP_OBJECT = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

function firstType(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? (schema.properties ? 'object' : undefined);
}

/** A plausible value for a schema; it need not be valid, only shaped like the contract. */
export function sampleOf(schema: JsonSchema | undefined, text = 'sample'): unknown {
  if (!schema) return text;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branch?.length) return sampleOf(branch.find((s) => s.type !== 'null') ?? branch[0], text);
  switch (firstType(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, text)]),
      );
    case 'array':
      return [sampleOf(schema.items, text)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return `${text.slice(0, 20)}@example.test`;
      return text;
  }
}

/** The same shape with every leaf swapped for a value of another JSON type. */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return { notAnArray: true };
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, wrongTypes(v)]));
  }
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'not a boolean';
  return [];
}

/** The sample with every string leaf replaced by `text`. */
function withStrings(value: unknown, text: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withStrings(v, text));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withStrings(v, text)]));
  }
  return typeof value === 'string' ? text : value;
}

function bodySchemaOf(operation: OpenApiOperation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** Every body-level case for a route whose URL is already filled in. */
export function bodyCases(url: string, operation: OpenApiOperation): FuzzCase[] {
  const sample = sampleOf(bodySchemaOf(operation));
  const json = (name: string, body: unknown): FuzzCase => ({
    name,
    url,
    payload: JSON.stringify(body),
    contentType: 'application/json',
  });
  const raw = (name: string, payload: string, contentType = 'application/json'): FuzzCase => ({
    name,
    url,
    payload,
    contentType,
  });
  return [
    json('wrong types', wrongTypes(sample)),
    json('missing fields', {}),
    json('a JSON array', [sample]),
    json('a JSON string', 'just a string'),
    json('JSON null', null),
    json('huge strings', withStrings(sample, HUGE_STRING)),
    json('NUL characters', withStrings(sample, NUL_STRING)),
    json('lone surrogates', withStrings(sample, LONE_SURROGATE_STRING)),
    raw('deep nesting in every field', deepFields(sample)),
    raw('extra fields', JSON.stringify({ ...asObject(wrongTypes(sample)), unexpected: 'x' })),
    raw('prototype pollution', '{"__proto__":{"isAdmin":true},"constructor":{"x":1}}'),
    raw('deeply nested array body', DEEP_ARRAY),
    raw('deeply nested object body', DEEP_OBJECT),
    raw('malformed JSON', '{"unterminated": "'),
    raw('a 10 MB body', TEN_MB_BODY),
    raw('text/plain', JSON.stringify(sample), 'text/plain'),
    raw('a form body', 'username=admin&password=x', 'application/x-www-form-urlencoded'),
    raw('multipart', '--b\r\n\r\nx\r\n--b--', 'multipart/form-data; boundary=b'),
  ];
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };
}

/** Every top-level field holds a 10,000-level nested array (built as text: JSON.stringify
 * of so deep a value would overflow the stack). */
function deepFields(sample: unknown): string {
  const keys = Object.keys(asObject(sample));
  return `{${keys.map((key) => `${JSON.stringify(key)}:${DEEP_ARRAY}`).join(',')}}`;
}

/** Query-string cases: wrong types, huge values, NUL bytes and unknown parameters. */
export function queryCases(url: string, operation: OpenApiOperation): FuzzCase[] {
  const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  if (names.length === 0) return [];
  const query = (value: string) =>
    `${url}?${names.map((n) => `${n}=${encodeURIComponent(value)}`).join('&')}`;
  return [
    { name: 'query: wrong types', url: query('not-a-number-or-enum') },
    { name: 'query: huge values', url: query('q'.repeat(100_000)) },
    { name: 'query: NUL characters', url: query(NUL_STRING) },
    // encodeURIComponent refuses a lone surrogate, so its UTF-8-style bytes go in as they are.
    {
      name: 'query: invalid UTF-8',
      url: `${url}?${names.map((n) => `${n}=a%ED%A0%80b%FF`).join('&')}`,
    },
    { name: 'query: negative numbers', url: query('-1') },
    { name: 'query: repeated keys', url: `${query('1')}&${names[0]}=2` },
  ];
}

/** URL variants for a templated path: garbage ids, NUL, a huge id, an unknown UUID. */
export function pathVariants(path: string, realIds: Record<string, string>): string[] {
  if (!path.includes('{')) return [path];
  const fill = (value: string) => path.replace(/\{[^}]+\}/g, value);
  const variants = [
    fill('not-an-id'),
    fill('%00'),
    fill('x'.repeat(5000)),
    fill('00000000-0000-4000-8000-000000000000'),
  ];
  const real = Object.entries(realIds).find(([prefix]) => path.startsWith(prefix));
  if (real) variants.push(fill(real[1]));
  return variants;
}
