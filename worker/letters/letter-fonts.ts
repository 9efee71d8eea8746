import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The academy's font for letters (decision 132): IBM Plex Sans Arabic in full (its Arabic, Latin
 * and extended Latin parts, regular and bold) from the `@fontsource/ibm-plex-sans-arabic` package,
 * as CSS whose every file is inlined as a data: URL, so rendering a letter reads nothing from the
 * network or the page's surroundings. The site's own copy is a subset of the site's words only
 * (decision 117): a letter holds names and conditions the site never shows.
 */
export const LETTER_FONT_FAMILY = 'IBM Plex Sans Arabic';

const WEIGHTS = ['400', '700'] as const;

let cached: string | undefined;

export function letterFontCss(): string {
  if (cached !== undefined) return cached;
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json'));
  cached = WEIGHTS.map((weight) =>
    readFileSync(path.join(packageDir, `${weight}.css`), 'utf8').replace(
      /src:\s*url\(\.\/files\/([\w.-]+\.woff2)\)\s*format\('woff2'\)[^;]*;/g,
      (_match, file: string) => {
        const data = readFileSync(path.join(packageDir, 'files', file)).toString('base64');
        return `src: url(data:font/woff2;base64,${data}) format('woff2');`;
      },
    ),
  )
    .join('\n')
    // A letter is printed once its fonts are in: never a fallback face for a moment.
    .replace(/font-display:\s*swap;/g, 'font-display: block;');
  if (/url\(\.\//.test(cached)) throw new Error('the letter font CSS still names a file');
  return cached;
}
