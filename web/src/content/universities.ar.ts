/** The Arabic of universities.ts: the same universities and homepages, with their Arabic names. */
import { type University, universityDestinations } from './universities';

/** In the order of universityDestinations. */
const arabicNames = [
  'جامعة كارديف',
  'جامعة سوانزي',
  'جامعة كارديف متروبوليتان',
  'جامعة بريستول',
  'جامعة باث',
  'جامعة إكستر',
  'جامعة برمنغهام',
  'جامعة وارويك',
  'جامعة نوتنغهام',
  'جامعة مانشستر',
  'جامعة ليدز',
  'جامعة ساوثهامبتون',
  'كينغز كوليدج لندن',
  'كلية لندن الجامعية (UCL)',
] as const;

/** The universities of universities.ts (links by reference) named in Arabic. */
export const universityDestinationsAr: readonly University[] = universityDestinations.map((university, index) => ({
  ...university,
  name: arabicNames[index] ?? university.name,
}));
