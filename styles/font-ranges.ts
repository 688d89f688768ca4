// Which characters each of Vazirmatn's two files serves, and the weights they carry (styles/fonts.css names the same
// ranges; tests/unit/fonts.test.ts holds the two together).

/**
 * The characters every page draws: ASCII (English text, usernames, the commas of amounts), the
 * Persian letters of the Arabic block (with Arabic's own, ة ي ك, its harakat, both sets of digits and
 * ، ؛ ؟), the few symbols the screens use (« » · ×), the zero-width joiners and the bidi marks. The
 * subset of these is some 23 kB a weight against the full file's 51 kB: the rest of the Arabic block
 * (Urdu, Pashto, Kurdish letters…) was 5 kB a weight on every first visit, and comes with the full file.
 */
export const CORE_UNICODE_RANGE =
  'U+0020-007E, U+00A0, U+00AB, U+00B7, U+00BB, U+00D7, U+00F7, U+060C, U+061B, U+061F, U+0621-063A, U+0640-0655, U+0660-066C, U+0670, U+067E, U+0686, U+0698, U+06A9, U+06AF, U+06C0, U+06CC, U+06F0-06F9, U+200B-2027, U+202A-202F, U+2066-2069, U+2212';

/**
 * Every other character the full file has (accented Latin, Arabic presentation forms, currency and
 * math signs), from vazirmatn 33's character map: a page downloads the full file only when it shows one of
 * these. Characters the font lacks are left out, so they fall back to the next family without a download.
 */
export const EXTENDED_UNICODE_RANGE =
  'U+00A1-00AA, U+00AC-00B6, U+00B8-00BA, U+00BC-00D6, U+00D8-00F6, U+00F8-017F, U+018F, U+0192, U+01A0-01A1, U+01AF-01B0, U+01F0, ' +
  'U+01FA-01FF, U+0218-021B, U+0237, U+0259, U+02BC, U+02C6-02C7, U+02C9, U+02D8-02DD, U+02F3, U+0300-0301, U+0303, U+0309, U+030F, ' +
  'U+0323, U+060D, U+0610-0612, U+0615, U+063D, U+0656-0658, U+065A-065B, U+066D-066F, U+0671, U+0674, U+0679, U+067C, U+0681, ' +
  'U+0685, U+0688-0689, U+0691, U+0693, U+0695-0696, U+069A, U+06A0-06A1, U+06A4, U+06AA-06AD, U+06B5, U+06BA, U+06BC-06BE, U+06C1-06C3, ' +
  'U+06C6-06CB, U+06CD-06D0, U+06D2-06D5, U+06DC-06DE, U+06E9, U+0762-0763, U+2000-200A, U+2030, U+2032-2033, U+2039-203A, U+203C, U+2044, U+2074, U+207F, U+20A3-20A4, U+20A6-20AC, ' +
  'U+20B1, U+20B9-20BA, U+20BC-20BD, U+2105, U+2113, U+2116, U+2122, U+2126, U+212E, U+215B-215E, U+2202, U+2206, U+220E-220F, ' +
  'U+2211, U+2215, U+221A, U+221E, U+222B, U+2248, U+2260, U+2264-2265, U+25CA, U+25CC, U+FB01-FB04, U+FB50-FB51, U+FB56-FB59, ' +
  'U+FB66-FB6D, U+FB7A-FB7D, U+FB88-FB95, U+FB9E-FB9F, U+FBA5, U+FBA7-FBB1, U+FBBF-FBC0, U+FBD3-FBDC, U+FBDE-FBDF, U+FBE2-FBE3, ' +
  'U+FBE8-FBE9, U+FBFC-FBFF, U+FD3E-FD3F, U+FDF2, U+FDFC, U+FE70-FE74, U+FE76-FEFC, U+FEFF, U+FFFC-FFFD';

/** The characters of a CSS unicode-range, as a string to subset by. */
export function charactersOf(unicodeRange: string): string {
  let characters = '';
  for (const part of unicodeRange.split(',')) {
    const [first = '', last = first] = part.trim().slice(2).split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++) characters += String.fromCodePoint(code);
  }
  return characters;
}

/** The weights the screens draw (400 body, 500 and 600 antd's titles and buttons, 700 headings): the variable font is pinned to them. */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;
