import type { ComponentType, ReactNode } from 'react';
import QueryProvider from './query-provider';

/** A page with the providers _app puts around it. */
export type PageWithProviders = ComponentType & { Providers?: ComponentType<{ children: ReactNode }> };

/**
 * Marks a page of a signed-in area (the user area, the panel): _app renders it inside react-query's
 * provider, one per app mount, kept across the area's navigations. The provider comes with the page's
 * own chunks, which carry react-query for the page's hooks anyway; loaded by _app (a dynamic import, to
 * keep react-query off the sign-in pages) it was a chunk of its own with a second copy of react-query.
 */
export function signedInPage<Props extends object>(Page: ComponentType<Props>) {
  return Object.assign(Page, { Providers: QueryProvider });
}
