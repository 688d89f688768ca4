import { z } from 'zod';
import { errorSchemaFor, responsesOf } from './contract';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { isFileResponse, isRedirectResponse, type AnyRoute } from './route';

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; [keyword: string]: unknown };

/** The shared refusals, each described once and referred to by every route that may answer it. */
const REFUSALS: Record<number, { name: string; description: string }> = {
  401: { name: 'Unauthenticated', description: 'No live session for the role the route needs' },
  403: { name: 'Forbidden', description: 'The caller may not do this (a missing permission, or a target that outranks it)' },
  404: { name: 'NotFound', description: 'Nothing by that id or name' },
  409: { name: 'Conflict', description: 'The change clashes with the current state' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the route accepts' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of the content type the route reads' },
  416: { name: 'RangeNotSatisfiable', description: 'The `Range` asked for lies past the end of the file; `Content-Range` gives its size' },
  422: { name: 'ValidationFailed', description: "The input was refused; `errors` lists every reason in the caller's language" },
  429: { name: 'TooManyRequests', description: 'Too many tries; `Retry-After` says how many seconds to wait' },
  502: { name: 'BadGateway', description: 'A service the API relies on (a payment gateway) did not answer as it should' },
  503: {
    name: 'ServiceUnavailable',
    description:
      'Not now: the server is overloaded or Redis is away (`SERVICE_UNAVAILABLE`, try again after `Retry-After` seconds), or, from the readiness check, this instance cannot serve (`SERVICE_NOT_READY`: send traffic to another)',
  },
};

/**
 * Builds the document's schemas: zod's JSON Schema for each, with the named schemas (`.meta({ id })`)
 * lifted out of each one's `$defs` into `components.schemas`, so every route refers to one copy.
 */
function schemaCollector() {
  const components: Record<string, unknown> = {};
  const toComponentRefs = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(toComponentRefs);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === '$ref' && typeof item === 'string' ? item.replace('#/$defs/', '#/components/schemas/') : toComponentRefs(item),
      ]),
    );
  };
  return {
    components,
    schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
      const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
      for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
        const converted = toComponentRefs(definition);
        if (components[name] && JSON.stringify(components[name]) !== JSON.stringify(converted)) {
          throw new Error(`Two different schemas are named ${name}`);
        }
        components[name] = converted;
      }
      return toComponentRefs(rest) as JsonSchema;
    },
  };
}

type SchemaOf = ReturnType<typeof schemaCollector>['schemaOf'];

/**
 * JSON bodies as their schema; multipart bodies as the form the server reads: a list goes as repeated
 * `name[]` fields, and each declared file part is binary.
 */
function requestBodyOf(route: AnyRoute, schemaOf: SchemaOf) {
  const schema: JsonSchema = route.body ? schemaOf(route.body, 'input') : { type: 'object' };
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

function parametersOf(route: AnyRoute, schemaOf: SchemaOf) {
  const parameters: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema; description?: string }[] = [];
  for (const [place, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const { properties = {}, required = [] } = schemaOf(schema, 'input');
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({ name, in: place, required: place === 'path' || required.includes(name), schema: property });
    }
  }
  if (route.idempotent) {
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        'Answered once: a repeat with the same key (24 h) replays the first answer; the same key with another body is a 422, one still running a 409',
      schema: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7e]+$' },
    });
  }
  return parameters;
}

function responsesFor(route: AnyRoute, schemaOf: SchemaOf) {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of responsesOf(route)) {
    if (status >= 400) responses[status] = { $ref: `#/components/responses/${REFUSALS[status]!.name}` };
    else if (isRedirectResponse(answer)) {
      responses[status] = { description: 'Sends the browser on', headers: { Location: { description: 'Where to', schema: { type: 'string' } } } };
    } else if (isFileResponse(answer)) {
      const content = Object.fromEntries(answer.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
      responses[status] =
        status === 206
          ? { description: 'The part of the file the `Range` header asked for, with its `Content-Range`', content }
          : { description: 'The file', content };
    } else {
      responses[status] = { description: 'Success', content: { 'application/json': { schema: schemaOf(answer, 'output') } } };
    }
  }
  return responses;
}

/** The OpenAPI document, generated from the same route table and zod schemas the server validates with. */
export function openApiDocument(routes: readonly AnyRoute[]) {
  const { components, schemaOf } = schemaCollector();
  const paths: Record<string, Record<string, unknown>> = {};
  const refused = new Set<number>();
  for (const route of routes) {
    const path = '/api/v1' + route.path.replace(/:(\w+)/g, '{$1}');
    const responses = responsesFor(route, schemaOf);
    for (const status of Object.keys(responses).map(Number)) if (status >= 400) refused.add(status);
    paths[path] ??= {};
    paths[path][route.method] = {
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
      summary: route.summary,
      tags: [route.tag],
      security: route.access.kind === 'public' ? [] : [{ bearer: [] }],
      'x-access': route.access,
      parameters: parametersOf(route, schemaOf),
      ...((route.body || route.multipart) && { requestBody: requestBodyOf(route, schemaOf) }),
      responses,
    };
  }
  const responseComponents: Record<string, unknown> = {};
  for (const status of [...refused].sort((a, b) => a - b)) {
    const { name, description } = REFUSALS[status]!;
    responseComponents[name] = {
      description,
      ...(status === 429 && { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } } }),
      content: { 'application/json': { schema: schemaOf(errorSchemaFor(status), 'output') } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portal API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, responses: responseComponents, schemas: components },
    paths,
  };
}
