import { describe, expect, it } from 'vitest';
import { polishOpenApiDocument } from './openapi-polish';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

function documentWith(schemas: Record<string, unknown>, body: unknown, answer: unknown) {
  return {
    openapi: '3.1.0',
    paths: {
      '/api/things': {
        post: {
          requestBody: json(body),
          responses: {
            200: { description: 'Default Response', ...json(answer) },
            409: { description: 'A stale version carries the current thing', ...json(answer) },
          },
        },
      },
    },
    components: { schemas },
  };
}

const part = { type: 'object', properties: { n: { type: 'number' } } };
const thing = { type: 'object', properties: { part: ref('Part') } };
const thingInput = { type: 'object', properties: { part: ref('PartInput') } };

describe('polishOpenApiDocument', () => {
  it('merges an Input schema into its answer twin when both read the same', () => {
    const polished = polishOpenApiDocument(
      documentWith(
        { Part: part, PartInput: part, Thing: thing, ThingInput: thingInput },
        ref('ThingInput'),
        ref('Thing'),
      ),
    );
    expect(polished.components).toEqual({ schemas: { Part: part, Thing: thing } });
    expect(JSON.stringify(polished.paths)).not.toContain('Input');
  });

  it('keeps both when the request side differs (a default, a transform)', () => {
    const withDefault = { ...part, properties: { n: { type: 'number', default: 1 } } };
    const polished = polishOpenApiDocument(
      documentWith({ Part: part, PartInput: withDefault }, ref('PartInput'), ref('Part')),
    );
    expect(polished.components).toEqual({ schemas: { Part: part, PartInput: withDefault } });
  });

  it('drops components no operation reaches, following references between them', () => {
    const polished = polishOpenApiDocument(
      documentWith({ Part: part, Thing: thing, Orphan: part }, ref('Thing'), ref('Thing')),
    );
    expect(polished.components).toEqual({ schemas: { Part: part, Thing: thing } });
  });

  it("describes each status in place of Fastify's 'Default Response', keeping real ones", () => {
    const polished = polishOpenApiDocument(
      documentWith({ Thing: thing }, ref('Thing'), ref('Thing')),
    );
    expect(polished.paths).toMatchObject({
      '/api/things': {
        post: {
          responses: {
            200: { description: 'The answer' },
            409: { description: 'A stale version carries the current thing' },
          },
        },
      },
    });
  });

  it('leaves the document it was given as it was', () => {
    const original = documentWith({ Part: part, PartInput: part }, ref('PartInput'), ref('Part'));
    const copy = structuredClone(original);
    polishOpenApiDocument(original);
    expect(original).toEqual(copy);
  });
});
