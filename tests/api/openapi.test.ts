import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_STATUS } from '../../shared/contracts/refusals';
import { routeTable } from '../../server/routes';
import { createTestApi } from '../support/test-api';

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; [keyword: string]: unknown };
interface Operation {
  security: unknown[];
  parameters: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>;
}
// A type alias, not an interface: the validator takes any record.
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, unknown>;
    responses: Record<string, { content: { 'application/json': { schema: Schema } } }>;
    schemas: Record<string, Schema>;
  };
};

/** The document as the API serves it; a fresh copy for each test, so one may break its own. */
let served: string;
const documentOf = () => JSON.parse(served) as Document;

beforeAll(async () => {
  const api = await createTestApi();
  try {
    served = (await api.request('GET', '/openapi.json')).text;
  } finally {
    await api.close();
  }
});
const operationOf = (document: Document, method: string, path: string) => document.paths[`/api/v1${path}`]![method]!;
/** The success envelope's `data` schema of an operation. */
const dataOf = (operation: Operation, status = '200') => operation.responses[status]!.content!['application/json']!.schema.properties!.data!;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document whose every $ref resolves', async () => {
    const validator = new Validator();
    const result = await validator.validate(documentOf());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('the validator it passes refuses a document with a parameter in no valid place', async () => {
    const broken = documentOf();
    operationOf(broken, 'get', '/admin/admin/{id}/first').parameters[0]!.in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('every route documents its success answer and each refusal it may give', () => {
    const document = documentOf();
    for (const route of routeTable) {
      const operation = operationOf(document, route.method, route.path.replace(/:(\w+)/g, '{$1}'));
      const statuses = Object.keys(operation.responses);
      expect(statuses, route.path).toContain(String(route.successStatus ?? 200));
      if (route.access.kind !== 'public') expect(statuses, route.path).toContain('401');
      if (route.body || route.query || route.params) expect(statuses, route.path).toContain('422');
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        expect(operation.responses[status]!.$ref, `${route.path} ${status}`).toMatch(/^#\/components\/responses\//);
      }
    }
  });

  it("a success answer is the envelope around the route's own data schema", () => {
    const operation = operationOf(documentOf(), 'get', '/admin/admin/{id}/first');
    const envelope = operation.responses['200']!.content!['application/json']!.schema;
    expect(envelope.required).toEqual(['hasError', 'message', 'data']);
    expect(envelope.properties!.hasError).toMatchObject({ const: false });
    expect(dataOf(operation).properties!.admin).toEqual({ $ref: '#/components/schemas/PublicAdmin' });
  });

  it('a list answers one page: items, total, page and per_page', () => {
    const data = dataOf(operationOf(documentOf(), 'get', '/admin/admin/list'));
    expect(data.required).toEqual(['items', 'total', 'page', 'per_page']);
    // The admins list names each admin's second factor beside the public admin (ListedAdmin).
    expect(data.properties!.items).toEqual({ type: 'array', items: { $ref: '#/components/schemas/ListedAdmin' } });
  });

  it('the two-step sign-in is documented: the login answers either the admin or a challenge, and the code step', () => {
    const document = documentOf();
    expect(operationOf(document, 'post', '/admin/auth/login/code')).toBeDefined();
    expect(operationOf(document, 'post', '/admin/two_factor/confirm')).toBeDefined();
    expect(JSON.stringify(dataOf(operationOf(document, 'post', '/admin/auth/login')))).toContain('#/components/schemas/TwoFactorChallenge');
  });

  it('the named schemas are defined once, and the recursive menu entry refers to itself', () => {
    const { schemas } = documentOf().components;
    expect(schemas.PublicAdmin!.required).toContain('permissions');
    expect(schemas.PublicAdmin!.properties).not.toHaveProperty('password_hash');
    expect(schemas.AdminMenuEntry!.properties!.children).toEqual({ type: 'array', items: { $ref: '#/components/schemas/AdminMenuEntry' } });
  });

  it('a 422 answer must carry errors, a list of strings', () => {
    const { responses, schemas } = documentOf().components;
    expect(responses.ValidationFailed!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ValidationErrorEnvelope' });
    const validation = schemas.ValidationErrorEnvelope!;
    expect(validation.required).toContain('errors');
    expect(validation.properties!.errors).toMatchObject({ type: 'array', items: { type: 'string' } });
  });

  it('every refusal names which it is in data.code, one of the refusal codes', () => {
    const { schemas } = documentOf().components;
    for (const name of ['ErrorEnvelope', 'ValidationErrorEnvelope']) {
      const data = schemas[name]!.properties!.data!;
      expect(data.required, name).toEqual(['code']);
      expect(data.properties!.code!.enum, name).toEqual(Object.keys(REFUSAL_STATUS));
    }
    expect(schemas.ErrorEnvelope!.required).not.toContain('errors');
  });

  it('path and query parameters are documented from the schemas that validate them', () => {
    const document = documentOf();
    const first = operationOf(document, 'get', '/admin/admin/{id}/first');
    expect(first.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string', pattern: expect.any(String) }) },
    ]);
    const list = operationOf(document, 'get', '/admin/audit/list');
    expect(list.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['query:page', 'query:per_page', 'query:admin_id', 'query:action', 'query:from', 'query:to']),
    );
  });

  it('signed-in routes need the bearer scheme and public ones none', () => {
    const document = documentOf();
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    expect(operationOf(document, 'get', '/user/profile').security).toEqual([{ bearer: [] }]);
    expect(operationOf(document, 'post', '/auth/login').security).toEqual([]);
  });

  it('a throttled route documents 429 with Retry-After, and the avatar route its image types', () => {
    const document = documentOf();
    expect(operationOf(document, 'post', '/auth/login').responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(document.components.responses.TooManyRequests).toHaveProperty('headers.Retry-After');
    const avatar = operationOf(document, 'get', '/files/avatars/{name}').responses['200']!.content!;
    expect(Object.keys(avatar).sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });
});
