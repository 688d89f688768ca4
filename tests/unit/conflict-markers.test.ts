import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Built from parts, so this file does not carry what it looks for.
const MARKER = new RegExp(`^(${'<'.repeat(7)} |${'>'.repeat(7)} |${'='.repeat(7)}$)`, 'm');
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|css|yml|yaml|sh|txt|html|env\.example)$|(^|\/)(\.ci\/run|\.env\.example|\.gitignore)$/;

describe('the repository', () => {
  it('carries no merge-conflict marker in any tracked file', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((file) => TEXT_FILE.test(file));
    expect(tracked.length).toBeGreaterThan(100);
    const marked = tracked.filter((file) => fs.existsSync(path.join(ROOT, file)) && MARKER.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(marked).toEqual([]);
  });
});
