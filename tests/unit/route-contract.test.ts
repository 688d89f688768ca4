import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implement, type AnyRoute } from '../../server/http/route';
import { admin, anyone, fileResponse } from '../../shared/contracts/kit';
import { idParams } from '../../shared/contracts/kit.schemas';
import { contractProblems, type ReceivedAnswer } from '../support/response-contract';

const counted = z.strictObject({ count: z.number().int() });
const base = { method: 'get', summary: 'probe', tag: 'probe', access: anyone } as const;

describe('a handler answers what its route declares (checked by tsc)', () => {
  it('data of the wrong type, missing data, data on a route that declares none, or a raw Response do not compile', () => {
    const routes = [
      implement({ ...base, path: '/right', response: counted }, {}, async () => ({ data: { count: 3 } })),
      // @ts-expect-error the schema says count is a number
      implement({ ...base, path: '/wrong-type', response: counted }, {}, async () => ({ data: { count: 'three' } })),
      // @ts-expect-error the schema needs data
      implement({ ...base, path: '/no-data', response: counted }, {}, async () => ({ message: 'done' })),
      // @ts-expect-error the route declares no data
      implement({ ...base, path: '/data-on-null', response: z.null() }, {}, async () => ({ data: { count: 3 } })),
      // @ts-expect-error only a file route answers its own Response
      implement({ ...base, path: '/raw', response: counted }, {}, async () => new Response('3')),
    ];
    expect(routes).toHaveLength(5);
  });
});

describe('the response checker of the API tests', () => {
  const routes: AnyRoute[] = [
    implement({ ...base, path: '/count', response: counted }, {}, async () => ({ data: { count: 1 } })),
    implement(
      { ...base, method: 'post', path: '/things/:id/touch', access: admin('users.manage'), params: idParams, response: z.null(), refusals: [404] },
      {},
      async () => ({}),
    ),
    implement({ ...base, path: '/picture/:id', params: idParams, answers: fileResponse(['image/png']) }, {}, async () => new Response('')),
  ];
  const check = (answer: Partial<ReceivedAnswer>) =>
    contractProblems({ method: 'GET', path: '/count', status: 200, contentType: 'application/json', body: null, ...answer }, routes);
  const success = (data: unknown) => ({ hasError: false, message: '', data });
  const refusal = (code: string, extra: object = {}) => ({ hasError: true, message: 'نه.', data: { code }, ...extra });

  it('passes an answer that matches its schema', () => {
    expect(check({ body: success({ count: 2 }) })).toEqual([]);
  });

  it('catches data of the wrong type', () => {
    expect(check({ body: success({ count: '2' }) })).toEqual([expect.stringContaining('count')]);
  });

  it('catches a field the schema does not declare, such as a leaked column', () => {
    expect(check({ body: success({ count: 2, password_hash: 'x' }) })).toEqual([expect.stringContaining('password_hash')]);
  });

  it('catches a status the route does not declare', () => {
    expect(check({ status: 429, body: refusal('RATE_LIMITED') })).toEqual([expect.stringContaining('429')]);
    expect(check({ status: 500, body: refusal('INTERNAL_ERROR') })).toEqual([expect.stringContaining('500')]);
  });

  it('holds refusals to the error envelope: declared, signed-in and validation statuses', () => {
    const touch = (status: number, body: unknown) => check({ method: 'POST', path: '/things/7/touch', status, body });
    expect(touch(404, refusal('NOT_FOUND'))).toEqual([]);
    expect(touch(401, refusal('UNAUTHENTICATED'))).toEqual([]);
    expect(touch(403, refusal('FORBIDDEN'))).toEqual([]);
    expect(touch(404, { hasError: false, message: 'x', data: null })).not.toEqual([]);
  });

  it('catches a 422 without its errors list', () => {
    const touch = (body: unknown) => check({ method: 'POST', path: '/things/abc/touch', status: 422, body });
    expect(touch(refusal('VALIDATION_FAILED', { errors: ['شناسه نادرست است.'] }))).toEqual([]);
    expect(touch(refusal('VALIDATION_FAILED'))).toEqual([expect.stringContaining('errors')]);
  });

  it('catches a refusal that does not say which it is in data.code', () => {
    const touch = (body: unknown) => check({ method: 'POST', path: '/things/7/touch', status: 404, body });
    expect(touch(refusal('NOT_FOUND', { data: null }))).toEqual([expect.stringContaining('data')]);
    expect(touch(refusal('NO_SUCH_REFUSAL'))).toEqual([expect.stringContaining('code')]);
  });

  it('holds a file answer to its declared content types', () => {
    expect(check({ path: '/picture/3', contentType: 'image/png', body: 'PNG' })).toEqual([]);
    expect(check({ path: '/picture/3', contentType: 'text/html', body: '<p>' })).toEqual([expect.stringContaining('text/html')]);
  });

  it('leaves answers of no route alone', () => {
    expect(check({ path: '/no/such/route', status: 404, body: refusal('NOT_FOUND') })).toEqual([]);
  });
});
