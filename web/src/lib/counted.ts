const englishPlural = new Intl.PluralRules('en');

/** An English noun's two forms: "application", "applications". */
export interface EnglishNoun {
  one: string;
  other: string;
}

/** A count with its noun in the form English asks for: "1 application", "2 applications", "0 applications". */
export function countedEn(count: number, noun: EnglishNoun): string {
  return `${count} ${englishPlural.select(count) === 'one' ? noun.one : noun.other}`;
}
