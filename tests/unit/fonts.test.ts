// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersOf, CORE_UNICODE_RANGE, EXTENDED_UNICODE_RANGE, WEIGHT_RANGE } from '../../styles/font-ranges';

const root = path.resolve(import.meta.dirname, '../..');
const faces = [...fs.readFileSync(path.join(root, 'styles/fonts.css'), 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  file: body!.match(/url\('([^']+)'\)/)![1]!,
  weight: body!.match(/font-weight:\s*([^;]+);/)![1]!,
  unicodeRange: body!
    .match(/unicode-range:\s*([^;]+);/)![1]!
    .replace(/\s+/g, ' ')
    .trim(),
}));

describe('the Vazirmatn faces', () => {
  it('serve every weight the screens draw from one cut file for the core characters and one full file for the rest', () => {
    expect(faces.map((face) => face.file)).toEqual(['/fonts/Vazirmatn.woff2', '/fonts/Vazirmatn-Full.woff2']);
    for (const face of faces) {
      const isFull = face.file.endsWith('-Full.woff2');
      expect(face.unicodeRange, face.file).toBe(isFull ? EXTENDED_UNICODE_RANGE : CORE_UNICODE_RANGE);
      expect(face.weight, face.file).toBe(`${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max}`);
    }
  });

  it('give no character to both files', () => {
    const core = new Set(charactersOf(CORE_UNICODE_RANGE));
    expect([...charactersOf(EXTENDED_UNICODE_RANGE)].filter((character) => core.has(character))).toEqual([]);
  });

  it("draw Persian letters and digits, the amounts' comma and English from the cut file", () => {
    const core = new Set(charactersOf(CORE_UNICODE_RANGE));
    expect([...'پرداخت ۱۲,۵۰۰ تومان، گچ ژ — Sign in «admin» · ×'].filter((character) => !core.has(character))).toEqual([]);
  });

  it("leave the Arabic block's letters Persian does not write (Urdu, Pashto, Kurdish) to the full file: 5 kB a weight less on every first visit", () => {
    const core = new Set(charactersOf(CORE_UNICODE_RANGE));
    const extended = new Set(charactersOf(EXTENDED_UNICODE_RANGE));
    const otherLetters = [...'ٹڈڑںھہےۓڵۆێ'];
    expect(otherLetters.filter((character) => core.has(character))).toEqual([]);
    expect(otherLetters.filter((character) => !extended.has(character))).toEqual([]);
    expect([...'ةيكأإؤئًٌٍَُِّْـ٠١٢٣٤٥٦٧٨٩٫٬'].filter((character) => !core.has(character))).toEqual([]);
  });

  it('are the faces the page preloads', () => {
    const document = fs.readFileSync(path.join(root, 'pages/_document.tsx'), 'utf8');
    const preloaded = [...document.matchAll(/rel="preload" href="([^"]+)" as="font"/g)].map(([, href]) => href);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const href of preloaded) expect(faces.filter((face) => face.unicodeRange === CORE_UNICODE_RANGE).map((face) => face.file)).toContain(href);
  });
});
