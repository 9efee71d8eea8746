/**
 * Build step before `vite build` (and `make dev`): cuts IBM Plex Sans Arabic down to the
 * characters the Arabic pages write and applicants type, and writes the two weights with their
 * @font-face rules to web/generated/arabic-font/, which web/src/styles.css imports (decision 117).
 * The whole Arabic subset from @fontsource is 87 KB for two weights, on the critical path of
 * every /ar page; this is about 26 KB.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sourceDir = path.join(repoRoot, 'node_modules/@fontsource/ibm-plex-sans-arabic/files');
const arabicFontDir = path.join(repoRoot, 'web/generated/arabic-font');

export const arabicFontWeights = [400, 700] as const;

const codePoints = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/**
 * What the font covers: the Arabic letters, the short vowels and shadda, Arabic-Indic digits and
 * separators, the Arabic comma, semicolon and question mark, tatweel, the letters that Persian
 * and Urdu names add (so a name typed in them shapes in one font), and the joiners and direction
 * marks. Anything else falls back to the system's font. A test fails when the catalogues or the
 * page content use an Arabic-script character outside this list.
 */
export const arabicFontCodePoints: readonly number[] = [
  0x060c,
  0x061b,
  0x061f,
  ...codePoints(0x0621, 0x0652),
  ...codePoints(0x0660, 0x066d),
  0x0670,
  0x0671,
  0x067e,
  0x0686,
  0x0698,
  0x06a9,
  0x06af,
  0x06be,
  0x06c1,
  0x06cc,
  0x06d2,
  ...codePoints(0x200c, 0x200f),
];

/** The code points as a CSS `unicode-range`, consecutive ones folded into ranges. */
export function unicodeRange(points: readonly number[]): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const ranges: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    ranges.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return ranges.join(', ');
}

const fontFileName = (weight: number) => `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;

/** The @fontsource file of one weight, whole. */
export function readSourceFont(weight: number): Promise<Buffer> {
  return readFile(path.join(sourceDir, fontFileName(weight)));
}

/**
 * One weight cut down to `arabicFontCodePoints`, its shaping rules kept (harfbuzz's hb-subset),
 * without TrueType hinting: phones ignore it, and it is a quarter of the file (decision 117).
 */
export function subsetArabicFont(source: Buffer, format: 'woff2' | 'sfnt' = 'woff2'): Promise<Buffer> {
  return subsetFont(source, String.fromCodePoint(...arabicFontCodePoints), { targetFormat: format, noHinting: true });
}

function fontFaceRule(weight: number): string {
  return [
    '@font-face {',
    "  font-family: 'IBM Plex Sans Arabic';",
    '  font-style: normal;',
    `  font-weight: ${weight};`,
    '  font-display: swap;',
    // Through the alias, so that Vite hashes the file with the build.
    `  src: url('@arabic-font/${fontFileName(weight)}') format('woff2');`,
    `  unicode-range: ${unicodeRange(arabicFontCodePoints)};`,
    '}',
  ].join('\n');
}

export async function writeArabicFont(): Promise<void> {
  await mkdir(arabicFontDir, { recursive: true });
  await Promise.all(
    arabicFontWeights.map(async (weight) =>
      writeFile(path.join(arabicFontDir, fontFileName(weight)), await subsetArabicFont(await readSourceFont(weight))),
    ),
  );
  const css = `/* Written by web/scripts/arabic-font.ts; do not edit. */\n${arabicFontWeights.map(fontFaceRule).join('\n\n')}\n`;
  await writeFile(path.join(arabicFontDir, 'arabic-font.css'), css);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeArabicFont();
}
