import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REFUSAL_STATUS } from '../../shared/contracts/refusals';
import { isMessageCode, messageIn, MESSAGES, type MessageCode } from '../../server/i18n/messages';

const REPO = path.resolve(import.meta.dirname, '../..');
const PERSIAN_LETTERS = /[\u0600-\u06ff]/;
const PLACEHOLDER = /\{(\w+)\}/g;

/** Persian text in server/ that is not an API message, and why. */
const NOT_MESSAGES = {
  files: {
    'server/i18n/messages.ts': 'the catalogue itself',
    'server/modules/admins/seed.ts': 'seed data: the first admin is named in Persian',
    'server/db/migrations/012_support.ts': 'seed data: the first support units are named in Persian',
    'server/notify/': 'what a phone or an inbox receives is Persian whoever asked',
    'server/db/migrations/019_payment_kind.ts': 'the text earlier top-ups stored, matched once to be replaced by their kind',
  },
  properties: {
    text: 'the SMS body handed to the sender',
  },
} as const;

const relativeName = (file: string) => path.relative(REPO, file).split(path.sep).join('/');

function serverFiles(dir = path.join(REPO, 'server')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const propertyNameOf = (node: ts.Node) => (ts.isPropertyAssignment(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : undefined);

/** Every string and template literal of a file, with the property it is the value of. */
function literals(file: string): { text: string; property?: string; where: string }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; property?: string; where: string }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
    if (text !== undefined) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ text, property: propertyNameOf(node), where: `${relativeName(file)}:${line}` });
    }
    // A template's parts are literals of their own; the whole was taken above.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Sample numbers for every placeholder a message's Persian names. */
function sampleParams(code: MessageCode, value: number): Record<string, number> {
  return Object.fromEntries([...MESSAGES[code].fa.matchAll(PLACEHOLDER)].map(([, name]) => [name!, value]));
}

const codes = Object.keys(MESSAGES) as MessageCode[];

describe('the message catalogue', () => {
  it('is the only place in server/ that writes a Persian message', () => {
    const strays = serverFiles()
      .filter((file) => !Object.keys(NOT_MESSAGES.files).some((excluded) => relativeName(file).startsWith(excluded)))
      .flatMap(literals)
      .filter(({ text, property }) => PERSIAN_LETTERS.test(text) && !(property && property in NOT_MESSAGES.properties))
      .map(({ text, where }) => `${where}  ${text}`);
    expect(strays, 'give these a code in server/i18n/messages.ts and use the code').toEqual([]);
  });

  it('every message a schema names is a code of the catalogue', () => {
    // The schemas live in the areas' contracts (shared/contracts/*.schemas.ts) and in what server/ keeps of its own.
    const schemaFiles = [...serverFiles(), ...serverFiles(path.join(REPO, 'shared', 'contracts'))].filter((file) => file.endsWith('schemas.ts'));
    const named = schemaFiles.flatMap(literals).filter(({ property }) => property === 'error' || property === 'message');
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter(({ text }) => !isMessageCode(text)).map(({ text, where }) => `${where}  ${text}`)).toEqual([]);
  });

  it('every code is UPPER_SNAKE, and every refusal code has its message', () => {
    expect(codes.filter((code) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code))).toEqual([]);
    expect(Object.keys(REFUSAL_STATUS).filter((code) => !isMessageCode(code))).toEqual([]);
  });

  it('no English message shows a Persian letter or digit, or a placeholder left unfilled', () => {
    const english = codes.map((code) => messageIn('en', code, sampleParams(code, 12)));
    expect(english.filter((text) => PERSIAN_LETTERS.test(text) || /[{}]/.test(text))).toEqual([]);
  });

  it('the Persian and the English of a message carry the same numbers', () => {
    for (const code of codes) {
      const params = sampleParams(code, 37);
      const hasNumbers = Object.keys(params).length > 0;
      expect(messageIn('fa', code, params).includes('۳۷'), code).toBe(hasNumbers);
      expect(messageIn('en', code, params).includes('37'), code).toBe(hasNumbers);
    }
  });

  it('a message with a number reads in Persian digits in Persian and Latin digits in English', () => {
    expect(messageIn('fa', 'CODE_WRONG', { left: 4 })).toBe('کد تأیید نادرست است. ۴ تلاش دیگر باقی است.');
    expect(messageIn('en', 'CODE_WRONG', { left: 4 })).toBe('Wrong verification code. 4 tries left.');
    expect(messageIn('en', 'CODE_WRONG', { left: 1 })).toBe('Wrong verification code. 1 try left.');
  });
});
