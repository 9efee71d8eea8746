import type { Locale } from '../../domain/locale';
import type { LetterKind } from '../../domain/message-templates';

const FILE_NAMES: Record<LetterKind, Record<Locale, string>> = {
  conditional_offer: { en: 'Conditional offer', ar: 'عرض مشروط' },
  unconditional_offer: { en: 'Offer of a place', ar: 'عرض بمقعد دراسي' },
  decline: { en: 'Decision on your application', ar: 'قرار طلب الالتحاق' },
  acceptance_confirmation: { en: 'Confirmation of acceptance', ar: 'تأكيد القبول' },
};

/** A letter's file name in its own language ("Conditional offer.pdf"), for downloads and the access zip. */
export function letterFileName(kind: LetterKind, language: Locale): string {
  return `${FILE_NAMES[kind][language]}.pdf`;
}
