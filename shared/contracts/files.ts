import { anyone, fileResponse, routes } from './kit';

// Stored files the browser shows by address (the schemas: files.schemas.ts).

/** The image types the store keeps, by the extension of the names it makes. */
export const IMAGE_CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

export const fileRoutes = routes({
  avatar: { method: 'get', path: '/files/avatars/:name', access: anyone, answers: fileResponse(Object.values(IMAGE_CONTENT_TYPES)), refusals: [404] },
});
