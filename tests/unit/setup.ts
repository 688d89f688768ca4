import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLocale } from '../../lib/i18n';
import { LANGUAGES, NAMESPACES } from '../../locales';

function clearCookies(): void {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.slice(0, cookie.indexOf('='))}=; max-age=0; path=/`;
  }
}

// A page brings its strings with its props; code under test may read any of them.
beforeAll(async () => {
  await Promise.all(LANGUAGES.map((language) => loadLocale(language, NAMESPACES)));
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Only the files
// that declare the jsdom environment have a document; the rest run in plain Node.
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  clearCookies();
  localStorage.clear();
});
