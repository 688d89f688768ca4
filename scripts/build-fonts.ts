// Writes the Vazirmatn weights the app uses into public/fonts, served by the app itself at stable URLs
// the page can preload, two files a weight: `Vazirmatn-<weight>.woff2`, the package's font cut down to
// the characters every page draws (styles/font-ranges.ts), and `Vazirmatn-<weight>-Full.woff2`, the
// package's own file, which styles/fonts.css asks for only when a page shows a character beyond them.
// The cut font is 23 kB a weight lighter on every first visit. public/fonts is not committed.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { charactersOf, CORE_UNICODE_RANGE } from '../styles/font-ranges';

const source = path.resolve('node_modules/vazirmatn/fonts/webfonts');
const target = path.resolve('public/fonts');
const weights = ['Regular', 'Medium', 'SemiBold', 'Bold'];
const coreCharacters = charactersOf(CORE_UNICODE_RANGE);

fs.mkdirSync(target, { recursive: true });
/** Written under a temporary name and renamed, so a server reading the folder never serves half a font. */
function writeWhole(file: string, bytes: Uint8Array) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
}
await Promise.all(
  weights.map(async (weight) => {
    const full = fs.readFileSync(path.join(source, `Vazirmatn-${weight}.woff2`));
    writeWhole(path.join(target, `Vazirmatn-${weight}-Full.woff2`), full);
    writeWhole(path.join(target, `Vazirmatn-${weight}.woff2`), await subsetFont(full, coreCharacters, { targetFormat: 'woff2' }));
  }),
);
fs.copyFileSync(path.resolve('node_modules/vazirmatn/OFL.txt'), path.join(target, 'Vazirmatn-OFL.txt'));
