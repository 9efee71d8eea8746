// subset-font ships no types; the one function, as its README describes it.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string | null,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; keepAllGlyphs?: boolean; noHinting?: boolean },
  ): Promise<Buffer>;
}
