import { describe, expect } from 'vitest';
import { apiTest, type TestApi } from '../support/test-api';

interface Operation {
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: Record<string, { type?: string; format?: string; items?: unknown }> } }> };
}

const it = apiTest('sqlite');

describe.concurrent('the OpenAPI document of the admin routes', () => {
  const operationOf = async (api: TestApi, path: string) => {
    const document = (await api.request('GET', '/openapi.json')).body as unknown as { paths: Record<string, { post: Operation }> };
    return document.paths[`/api/v1${path}`]!.post;
  };

  for (const path of ['/admin/admin/create', '/admin/admin/{id}/update', '/admin/change_profile']) {
    it(`${path} is documented as multipart/form-data with the avatar as a binary file part`, async ({ api }) => {
      const content = (await operationOf(api, path)).requestBody!.content;
      expect(Object.keys(content)).toEqual(['multipart/form-data']);
      const { schema } = content['multipart/form-data']!;
      expect(schema.type).toBe('object');
      expect(schema.properties!.name).toMatchObject({ type: 'string' });
      expect(schema.properties!.avatar).toEqual({ type: 'string', format: 'binary' });
    });
  }

  it('the admin create form lists permissions as repeated permissions[] fields and the flags as text', async ({ api }) => {
    const { schema } = (await operationOf(api, '/admin/admin/create')).requestBody!.content['multipart/form-data']!;
    expect(Object.keys(schema.properties!).sort()).toEqual(['avatar', 'is_active', 'is_super', 'name', 'password', 'permissions[]', 'username']);
    expect(schema.properties!['permissions[]']).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(schema.properties!.is_super).toMatchObject({ type: 'string' });
  });

  it('a JSON route such as the admin sign-in stays application/json', async ({ api }) => {
    expect(Object.keys((await operationOf(api, '/admin/auth/login')).requestBody!.content)).toEqual(['application/json']);
  });
});
