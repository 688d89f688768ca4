// Copies the Vazirmatn weights the app uses from the npm package into public/fonts, so the font is
// served by the app itself at a stable URL the page can preload. public/fonts is not committed.
import fs from 'node:fs';
import path from 'node:path';

const source = path.resolve('node_modules/vazirmatn/fonts/webfonts');
const target = path.resolve('public/fonts');
const weights = ['Regular', 'Medium', 'SemiBold', 'Bold'];

fs.mkdirSync(target, { recursive: true });
for (const weight of weights) {
  fs.copyFileSync(path.join(source, `Vazirmatn-${weight}.woff2`), path.join(target, `Vazirmatn-${weight}.woff2`));
}
fs.copyFileSync(path.resolve('node_modules/vazirmatn/OFL.txt'), path.join(target, 'Vazirmatn-OFL.txt'));
