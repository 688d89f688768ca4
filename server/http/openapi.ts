import { z } from 'zod';
import { REFUSAL_STATUS } from '../errors';
import type { AnyRoute } from './route';

const envelopeSchema = {
  type: 'object',
  required: ['hasError', 'message', 'data'],
  properties: {
    hasError: { type: 'boolean' },
    message: { type: 'string' },
    data: {},
    token: { type: 'string' },
    errors: { type: 'array', items: { type: 'string' } },
  },
};

/** A refusal: the envelope with `data.code` naming which (server/errors.ts). */
const refusalSchema = {
  ...envelopeSchema,
  properties: {
    ...envelopeSchema.properties,
    data: { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: Object.keys(REFUSAL_STATUS) } } },
  },
};
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: refusalSchema } } });

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; [keyword: string]: unknown };

/**
 * JSON bodies as their schema; multipart bodies as the form the server reads: a list goes as repeated
 * `name[]` fields, and each declared file part is binary.
 */
function requestBodyOf(route: AnyRoute) {
  const schema: JsonSchema = route.body ? (z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : { type: 'object' };
  if (!route.multipart) return { required: true, content: { 'application/json': { schema } } };
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) properties[property.type === 'array' ? `${name}[]` : name] = property;
  for (const name of route.files ?? []) properties[name] = { type: 'string', format: 'binary' };
  const required = schema.required?.map((name) => (schema.properties?.[name]?.type === 'array' ? `${name}[]` : name));
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, ...(required?.length && { required }) } } },
  };
}

/** The OpenAPI document, generated from the same route table and zod schemas the server validates with. */
export function openApiDocument(routes: readonly AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = '/api/v1' + route.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (route.query) {
      const schema = z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property as { type: string } });
      }
    }
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      tags: [route.tag],
      security: route.access.kind === 'public' ? [] : [{ bearer: [] }],
      'x-access': route.access,
      parameters,
      ...((route.body || route.multipart) && { requestBody: requestBodyOf(route) }),
      responses: {
        200: { description: 'Success', content: { 'application/json': { schema: envelopeSchema } } },
        ...(route.access.kind !== 'public' && { 401: refusal('No live session for this role') }),
        ...(route.access.kind === 'admin' && { 403: refusal('The admin lacks the permission') }),
        ...((route.body || route.query) && { 422: refusal('Refused; `errors` lists the reasons') }),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portal API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
