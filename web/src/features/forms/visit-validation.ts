import { visitBookingSchemaFor, type VisitBooking } from '@domain/campus-visits';
import type { Locale } from '@domain/locale';

/**
 * Loaded when the visitor first touches the booking form, not with the page: the server's own
 * schema (zod and its messages in the page's language), the largest part of the form's code.
 * Each field's first message, keyed by field, or the booking as the server will read it.
 */
export function checkVisitBooking(
  values: unknown,
  locale: Locale,
): { ok: true; booking: VisitBooking } | { ok: false; errors: Record<string, string> } {
  const result = visitBookingSchemaFor(locale).safeParse(values);
  if (result.success) return { ok: true, booking: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
