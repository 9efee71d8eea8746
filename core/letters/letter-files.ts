import type { Locale } from '../../domain/locale';
import type { LetterKind } from '../../domain/message-templates';

const FILE_NAMES: Record<LetterKind, Record<Locale, string>> = {
  conditional_offer: { en: 'Conditional offer', ar: 'عرض مشروط' },
  unconditional_offer: { en: 'Offer of a place', ar: 'عرض بمقعد دراسي' },
  decline: { en: 'Decision on your application', ar: 'قرار طلب الالتحاق' },
  acceptance_confirmation: { en: 'Confirmation of acceptance', ar: 'تأكيد القبول' },
  payment_receipt: { en: 'Receipt', ar: 'إيصال' },
};

/**
 * A letter's file name in its own language ("Conditional offer.pdf"), for downloads and the access
 * zip. An application has one letter of each kind but a receipt for each payment, so a receipt's
 * name carries the start of its id ("Receipt 1a2b3c4d.pdf").
 */
export function letterFileName(kind: LetterKind, language: Locale, letterId?: string): string {
  const name = FILE_NAMES[kind][language];
  return kind === 'payment_receipt' && letterId ? `${name} ${letterId.slice(0, 8)}.pdf` : `${name}.pdf`;
}
