import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

function clearCookies(): void {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.slice(0, cookie.indexOf('='))}=; max-age=0; path=/`;
  }
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  clearCookies();
  localStorage.clear();
});
