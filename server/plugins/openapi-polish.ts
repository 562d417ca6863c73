/**
 * Finishing touches on the generated OpenAPI document (plugins/api-docs.ts), as pure JSON
 * work: fastify-type-provider-zod emits every named schema twice (`Vehicle` for answers,
 * `VehicleInput` for requests) and every schema in zod's registry, used or not; Fastify
 * describes every answer as "Default Response".
 */

const SCHEMA_REF = '#/components/schemas/';
const INPUT_SUFFIX = 'Input';

type Json = unknown;
type JsonObject = Record<string, Json>;
/** An OpenAPI document as plain JSON. */
export type OpenApiDocument = JsonObject;

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The values of `value[key]` when it is an object, else none. */
function entriesOf(value: Json, key: string): [string, Json][] {
  const child = isObject(value) ? value[key] : undefined;
  return isObject(child) ? Object.entries(child) : [];
}

function schemasOf(document: OpenApiDocument): JsonObject {
  const components = document.components;
  const schemas = isObject(components) ? components.schemas : undefined;
  return isObject(schemas) ? schemas : {};
}

/** What each status means in this API, in place of "Default Response". */
export const RESPONSE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  200: 'The answer',
  201: 'Created; the answer is the new record',
  202: 'Accepted',
  204: 'Done; no body',
  400: 'Bad input; `field` names it',
  401: 'No valid session for this host',
  403: 'Not allowed: a right is missing, or a cross-site write was refused',
  404: "Not found, or another dealership's (never 403); also a host naming no dealership",
  409: 'Conflicts with the current state (a duplicate, or a stale version)',
  410: 'Gone: the link was used or has expired',
  413: 'The body is too large',
  415: 'The body is not application/json',
  421: 'This host does not serve the request',
  423: 'Locked for now',
  429: 'Too many attempts; try again later',
  503: 'Unavailable for now; try again shortly',
};

/** A deep copy of `value` with every component reference renamed. */
function renameRefs(value: Json, rename: (name: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)
        ? SCHEMA_REF + rename(child.slice(SCHEMA_REF.length))
        : renameRefs(child, rename),
    ]),
  );
}

function collectRefs(value: Json, into: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, into));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) {
        into.add(child.slice(SCHEMA_REF.length));
      } else collectRefs(child, into);
    }
  }
}

/**
 * One component where a schema reads the same in requests and answers: `XInput` goes when it
 * equals `X` once the references inside both are merged the same way (a greatest fixed point,
 * so schemas that refer to each other merge together).
 */
function mergeSameInputs(document: OpenApiDocument): OpenApiDocument {
  const schemas = schemasOf(document);
  const same = new Set(
    Object.keys(schemas).filter((name) => schemas[name + INPUT_SUFFIX] !== undefined),
  );
  const rename = (name: string) => {
    const base = name.slice(0, -INPUT_SUFFIX.length);
    return name.endsWith(INPUT_SUFFIX) && same.has(base) ? base : name;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const name of same) {
      const input = JSON.stringify(renameRefs(schemas[name + INPUT_SUFFIX], rename));
      if (input !== JSON.stringify(renameRefs(schemas[name], rename))) {
        same.delete(name);
        changed = true;
      }
    }
  }
  const merged = renameRefs(document, rename);
  if (!isObject(merged)) return document;
  const mergedSchemas = schemasOf(merged);
  for (const name of same) Reflect.deleteProperty(mergedSchemas, name + INPUT_SUFFIX);
  return merged;
}

/** Drops the components no operation reaches (zod's registry holds every named schema). */
function dropUnreached(document: OpenApiDocument): void {
  const schemas = schemasOf(document);
  const reached = new Set<string>();
  collectRefs({ ...document, components: {} }, reached);
  for (const name of reached) collectRefs(schemas[name], reached); // the set grows as it is read
  for (const name of Object.keys(schemas)) {
    if (!reached.has(name)) Reflect.deleteProperty(schemas, name);
  }
}

function describeResponses(document: OpenApiDocument): void {
  for (const [, operations] of entriesOf(document, 'paths')) {
    for (const [, operation] of Object.entries(isObject(operations) ? operations : {})) {
      for (const [status, response] of entriesOf(operation, 'responses')) {
        const description = RESPONSE_DESCRIPTIONS[status];
        if (isObject(response) && response.description === 'Default Response' && description) {
          response.description = description;
        }
      }
    }
  }
}

/** The document as published: merged components, no unreached ones, described answers. */
export function polishOpenApiDocument(document: object): OpenApiDocument {
  const polished = mergeSameInputs({ ...document });
  dropUnreached(polished);
  describeResponses(polished);
  return polished;
}
