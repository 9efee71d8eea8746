/**
 * The facts inside a page's words: amounts, numbers, e-mail addresses and web addresses. The
 * English and Arabic content of a page must carry the same ones (fees, dates,
 * durations, IELTS scores and phone numbers are identical in both languages).
 */
const FACT = /£[\d,]+(?:\.\d+)?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|\d[\d,.:]*\d|\d/g;

/**
 * Numbers that Arabic writes in words where English has digits: course lengths of one and two
 * years ("عامان", not "2 سنة"), the same facts as the English "1 year", "2 years" and "1-2 years";
 * two weeks and two excursions in the dual ("أسبوعين", "رحلتان", not "2 أسابيع"); and the
 * Summer School's sessions by their order ("الفترة الأولى" for "Session 1").
 */
const SPELLED_DURATIONS: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/من عام إلى عامين/g, ['1', '2']],
  [/عام واحد/g, ['1']],
  [/عامان/g, ['2']],
  [/أسبوعان|أسبوعين/g, ['2']],
  [/رحلتان/g, ['2']],
  [/الفترة الأولى/g, ['1']],
  [/الفترة الثانية/g, ['2']],
  [/الفترة الثالثة/g, ['3']],
];

export function factsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    let text = value;
    for (const [phrase, facts] of SPELLED_DURATIONS) {
      if (!phrase.test(text)) continue;
      facts.forEach((fact) => found.add(fact));
      text = text.replace(phrase, ' ');
    }
    for (const match of text.matchAll(FACT)) found.add(match[0].replace(/[.,:]+$/, ''));
  } else if (Array.isArray(value)) {
    for (const item of value) factsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) factsIn(item, found);
  }
  return found;
}

/** Facts in one language's content that the other lacks, both ways; empty when they agree. */
export function factDifferences(english: unknown, arabic: unknown): { onlyEnglish: string[]; onlyArabic: string[] } {
  const en = factsIn(english);
  const ar = factsIn(arabic);
  return {
    onlyEnglish: [...en].filter((fact) => !ar.has(fact)).sort(),
    onlyArabic: [...ar].filter((fact) => !en.has(fact)).sort(),
  };
}
