import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pagesDir = path.resolve(import.meta.dirname, '../../pages');
const pageFiles = (fs.readdirSync(pagesDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.tsx') && !path.basename(file).startsWith('_'));
const isMarked = (file: string) => /^export default signedInPage\(\w+\);$/m.test(fs.readFileSync(path.join(pagesDir, file), 'utf8'));
const isSignedInArea = (file: string) => (file.startsWith('p/') || file.startsWith('admin/')) && file !== 'admin/login.tsx';

describe('the pages of the signed-in areas', () => {
  it('are all marked signedInPage, so _app gives them react-query (a hook without its provider throws)', () => {
    const signedIn = pageFiles.filter(isSignedInArea);
    expect(signedIn.length).toBeGreaterThan(20);
    expect(signedIn.filter((file) => !isMarked(file))).toEqual([]);
  });

  it('leave the sign-in, error and public pages unmarked: they start without react-query', () => {
    expect(pageFiles.filter((file) => !isSignedInArea(file) && isMarked(file))).toEqual([]);
  });
});
