// Writes Vazirmatn into public/fonts, served by the app itself at stable URLs the page can preload: the
// package's variable font pinned to the weights the app draws (400 to 700, styles/font-ranges.ts's
// WEIGHT_RANGE), in two files: `Vazirmatn.woff2`, cut down to the characters every page draws
// (styles/font-ranges.ts), and `Vazirmatn-Full.woff2` with every character, which styles/fonts.css asks
// for only when a page shows a character beyond them. One file carries every weight: the static weights
// were two preloaded files of 23 kB (Regular, Bold) and two more (Medium, SemiBold) for the screens that
// draw them, against 41 kB for all four. public/fonts is not committed.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { charactersOf, CORE_UNICODE_RANGE, WEIGHT_RANGE } from '../styles/font-ranges';

const source = fs.readFileSync(path.resolve('node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2'));
const target = path.resolve('public/fonts');
const variationAxes = { wght: { min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max } };

fs.mkdirSync(target, { recursive: true });
/** Written under a temporary name and renamed, so a server reading the folder never serves half a font. */
function writeWhole(file: string, bytes: Uint8Array) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
}
/** Every character of the source: subset-font keeps only the characters it is given. */
const everyCharacter = charactersOf('U+0000-FFFF');
await Promise.all([
  subsetFont(source, charactersOf(CORE_UNICODE_RANGE), { targetFormat: 'woff2', variationAxes }).then((bytes) =>
    writeWhole(path.join(target, 'Vazirmatn.woff2'), bytes),
  ),
  subsetFont(source, everyCharacter, { targetFormat: 'woff2', variationAxes }).then((bytes) => writeWhole(path.join(target, 'Vazirmatn-Full.woff2'), bytes)),
]);
// The static files of earlier builds are no longer asked for.
for (const file of fs.readdirSync(target)) if (/^Vazirmatn-(Regular|Medium|SemiBold|Bold)(-Full)?\.woff2$/.test(file)) fs.rmSync(path.join(target, file));
fs.copyFileSync(path.resolve('node_modules/vazirmatn/OFL.txt'), path.join(target, 'Vazirmatn-OFL.txt'));
