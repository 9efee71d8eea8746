/** The site's figures as Arabic prose reads them: "25+" is "أكثر من 25" (more than 25). */
export const moreThan = (figure: string) => (figure.endsWith('+') ? `أكثر من ${figure.slice(0, -1)}` : figure);

/** How Arabic names a counted thing: alone for one and two, then with the number. */
export interface CountedNoun {
  /** 1, without the number: "رحلة واحدة". */
  one: string;
  /** 2, without the number: "رحلتان". */
  two: string;
  /** 3 to 10 (and 103-110...): the plural, "رحلات". */
  few: string;
  /** 11 to 99: the accusative singular, "رحلةً" (or "طالبًا"). */
  many: string;
  /** 0 and 100 on: the singular, "رحلة". */
  other: string;
}

const arabicPlural = new Intl.PluralRules('ar');

/** A count in Arabic with its noun in the form the number asks for (CLDR's Arabic plural rules). */
export function countedAr(count: number, noun: CountedNoun): string {
  const form = arabicPlural.select(count);
  if (form === 'one') return noun.one;
  if (form === 'two') return noun.two;
  return `${count} ${form === 'few' ? noun.few : form === 'many' ? noun.many : noun.other}`;
}
