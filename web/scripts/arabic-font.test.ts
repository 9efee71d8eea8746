import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { arabicFontCodePoints, arabicFontWeights, readSourceFont, subsetArabicFont, unicodeRange } from './arabic-font';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arabicWord = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+/gu;

/** The Arabic words the product writes: the catalogues and every source file outside the tests (read once). */
const productArabicWords: readonly string[] = globSync(
  ['i18n/messages/*/ar.json', '{web/src,domain,server,worker,core}/**/*.{ts,tsx}'],
  { cwd: repoRoot },
)
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .flatMap((file) => readFileSync(path.join(repoRoot, file), 'utf8').match(arabicWord) ?? []);

/**
 * Shapes one word at a time with `font`: each glyph's advance, offset and cluster. Default-ignorable
 * characters (the joiners) are dropped after shaping, as browsers draw nothing for them.
 */
function shaperFor(font: Buffer) {
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(font)));
  return (text: string) => {
    const buffer = new hb.Buffer();
    buffer.setFlags(hb.BufferFlag.REMOVE_DEFAULT_IGNORABLES);
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    return buffer.getGlyphInfosAndPositions().map(({ codepoint, cluster, xAdvance, yAdvance, xOffset, yOffset }) => ({
      notdef: codepoint === 0,
      cluster,
      xAdvance,
      yAdvance,
      xOffset,
      yOffset,
    }));
  };
}

describe('the Arabic web font (decision 117)', () => {
  it('covers every Arabic-script character that the catalogues and pages write', () => {
    const used = new Set([...productArabicWords.join('')].map((character) => character.codePointAt(0)!));
    expect(used.size).toBeGreaterThan(30);
    const covered = new Set(arabicFontCodePoints);
    const missing = [...used].filter((point) => !covered.has(point));
    expect(unicodeRange(missing), 'add these to arabicFontCodePoints in web/scripts/arabic-font.ts').toBe('');
  });

  it('folds consecutive code points into ranges for unicode-range', () => {
    expect(unicodeRange([0x0628, 0x0627, 0x0629, 0x060c, 0x200c, 0x200d])).toBe('U+060C, U+0627-0629, U+200C-200D');
  });

  it.each(arabicFontWeights)(
    'shapes every word at weight %i exactly as the whole font does',
    async (weight) => {
      const source = await readSourceFont(weight);
      const whole = shaperFor(await subsetFont(source, null, { targetFormat: 'sfnt', keepAllGlyphs: true }));
      const cut = shaperFor(await subsetArabicFont(source, 'sfnt'));
      // The pages' words, then what applicants type: names in Persian and Urdu letters, vowel
      // marks, lam-alef ligatures, tatweel and Arabic-Indic digits. Each word alone, as between
      // spaces, which fall to the system's font (as in Google Fonts' Arabic subset).
      const words = [
        ...new Set([
          ...productArabicWords,
          'پژمان',
          'گلچین',
          'چاوشی',
          'ہے',
          'کیا',
          'مُحَمَّد',
          'لا',
          'لأ',
          'لإ',
          'لآ',
          'ـــ',
          '٠١٢٣٤٥٦٧٨٩',
          '٪٫٬',
          'نامه\u200cای',
        ]),
      ];
      expect(words.length).toBeGreaterThan(1000);
      for (const word of words) {
        const reference = whole(word);
        expect(
          reference.some((glyph) => glyph.notdef),
          word,
        ).toBe(false);
        expect(cut(word), word).toEqual(reference);
      }
      // Real work (two fonts written, 2,700 words shaped twice): seconds when the gate's other suites hold the cores.
    },
    30_000,
  );
});
