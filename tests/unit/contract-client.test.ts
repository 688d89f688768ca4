import { describe, expect, it } from 'vitest';
import { createApi, type TransportRequest } from '../../lib/http/contract-client';
import type { Contracts } from '../../shared/contracts/contracts.schemas';
import { apiRoutes } from '../../shared/contracts/routes';

describe('the typed API over a transport', () => {
  it('has every area and call of the route table, each the same object however often it is read', () => {
    const api = createApi<Contracts>(apiRoutes, async () => ({}));
    expect(Object.keys(api)).toEqual(Object.keys(apiRoutes));
    for (const [area, calls] of Object.entries(apiRoutes)) {
      const made = (api as unknown as Record<string, Record<string, { key: readonly string[]; route: unknown }>>)[area]!;
      expect(made).toBe((api as unknown as Record<string, unknown>)[area]);
      expect(Object.keys(made)).toEqual(Object.keys(calls));
      for (const [name, route] of Object.entries(calls)) {
        expect(made[name]!.key).toEqual([area, name]);
        expect(made[name]!.route).toBe(route);
      }
    }
  });

  it('hands a call to the transport with its route and path, whichever area is used first', async () => {
    const sent: TransportRequest[] = [];
    const api = createApi<Contracts>(apiRoutes, async (request) => {
      sent.push(request);
      return { data: null };
    });
    await api.admins.shell();
    await api.user.dashboard();
    expect(sent.map(({ route, path }) => [route, path])).toEqual([
      [apiRoutes.admins.shell, apiRoutes.admins.shell.path],
      [apiRoutes.user.dashboard, apiRoutes.user.dashboard.path],
    ]);
  });

  it("sends a list's page, size, order, search and the filters that are set, as text, in that order", async () => {
    const sent: TransportRequest[] = [];
    const api = createApi<Contracts>(apiRoutes, async (request) => {
      sent.push(request);
      return { data: null };
    });
    await api.users.list({ query: { page: 2, per_page: 50, sort: 'created_at:desc', search: 'رضا', filters: { status: 'active', from: '', to: undefined } } });
    await api.admins.list({ query: { page: 1, per_page: 20, sort: 'name:asc', search: '', filters: {} } });
    expect(sent.map((request) => request.query)).toEqual([
      { page: '2', per_page: '50', sort: 'created_at:desc', search: 'رضا', status: 'active' },
      { page: '1', per_page: '20', sort: 'name:asc' },
    ]);
    expect(Object.keys(sent[0]!.query!)).toEqual(['page', 'per_page', 'sort', 'search', 'status']);
  });
});
