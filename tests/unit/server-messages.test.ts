import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { englishMessages, englishPatterns } from '../../server/i18n/en';
import { englishFor, translate } from '../../server/i18n/translate';

const REPO = path.resolve(import.meta.dirname, '../..');
const PERSIAN_LETTERS = /[\u0600-\u06ff]/;

/** Persian text in server/ that is not an API message, and why. */
const NOT_MESSAGES = {
  files: {
    'server/i18n/': 'the catalogue itself, keyed by the Persian it translates',
    'server/modules/admins/seed.ts': 'seed data: the first admin is named in Persian',
    'server/modules/admins/permissions.ts': 'labels in data; the panel names permissions by key',
    'server/modules/audit/actions.ts': 'labels in data; the panel names audit actions by key',
    'server/notify/': 'what a phone or an inbox receives is Persian whoever asked',
  },
  properties: {
    text: 'the SMS body handed to the sender',
    label: 'option and menu labels in data; the panel names them by key',
  },
} as const;

interface Found {
  /** The literal's text, with `{n}` where a template interpolates. */
  text: string;
  isTemplate: boolean;
  where: string;
}

function serverFiles(dir = path.join(REPO, 'server')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function isExcludedProperty(node: ts.Node): boolean {
  const { parent } = node;
  return ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name) && parent.name.text in NOT_MESSAGES.properties;
}

/** Every Persian string and template literal of a file that is not excluded. */
function persianLiterals(file: string): Found[] {
  const relative = path.relative(REPO, file).split(path.sep).join('/');
  if (Object.keys(NOT_MESSAGES.files).some((excluded) => relative.startsWith(excluded))) return [];
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    let literal: Omit<Found, 'where'> | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = { text: node.text, isTemplate: false };
    if (ts.isTemplateExpression(node)) {
      literal = { text: node.head.text + node.templateSpans.map((span) => `{n}${span.literal.text}`).join(''), isTemplate: true };
    }
    if (literal && PERSIAN_LETTERS.test(literal.text) && !isExcludedProperty(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ ...literal, where: `${relative}:${line}` });
    }
    // A template's parts are literals of their own; the whole was checked above.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('server messages in English', () => {
  it('every Persian message the server writes has an English translation', () => {
    const literals = serverFiles().flatMap(persianLiterals);
    const untranslated = literals
      .filter(({ text, isTemplate }) => (isTemplate ? !(text in englishPatterns) : englishFor(text) === undefined))
      .map(({ text, where }) => `${where}  ${text}`);

    expect(literals.length).toBeGreaterThan(50);
    expect(untranslated, 'add these to server/i18n/en.ts (templates as patterns with {n})').toEqual([]);
  });

  it('a message with a number reads in English with Latin digits, whichever digits the Persian used', () => {
    for (const left of ['4', '۴', '٤']) {
      expect(translate(`کد تأیید نادرست است. ${left} تلاش دیگر باقی است.`, 'en')).toBe('Wrong verification code. 4 tries left.');
    }
    expect(translate('کد تأیید نادرست است. ۱ تلاش دیگر باقی است.', 'en')).toBe('Wrong verification code. 1 try left.');
  });

  it('no English translation shows a Persian letter or digit', () => {
    const english = [...Object.values(englishMessages), ...Object.values(englishPatterns).map((write) => write(12, 34))];
    expect(english.filter((text) => PERSIAN_LETTERS.test(text))).toEqual([]);
  });

  it('a Persian caller reads the message as the code wrote it', () => {
    expect(translate('رمز عبور تغییر کرد.', 'fa')).toBe('رمز عبور تغییر کرد.');
  });
});
