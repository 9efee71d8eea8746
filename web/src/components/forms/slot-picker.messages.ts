import { m } from '@i18n/messages';
import type { Locale } from '@domain/locale';
import type { ClockWords } from '@/lib/visit-clock';
import type { SlotPickerWords } from './slot-picker';

/**
 * How a time is written (visit-clock.ts), in one language; each sentence keeps its gaps as
 * `{name}` for the browser to fill in (`fillIn`).
 */
export function clockWords(locale: Locale): ClockWords {
  return {
    ukTime: m.visit_page_uk_time({ time: '{time}' }, { locale }),
    inPlace: m.visit_page_in_place({ time: '{time}', place: '{place}' }, { locale }),
    inZone: m.visit_page_in_zone({ time: '{time}', zone: '{zone}' }, { locale }),
  };
}

/**
 * The slot picker's words (the visit pages' and the applicant's interview): a screen whose
 * loading, failure or empty list says something of its own passes its sentences in `own`.
 */
export function slotPickerMessages(
  locale: Locale,
  own: Partial<Pick<SlotPickerWords, 'loading' | 'loadFailed' | 'noTimes'>> = {},
): SlotPickerWords {
  const o = { locale };
  return {
    clock: clockWords(locale),
    dayLabel: m.visit_page_day_label({}, o),
    dayPlaceholder: m.visit_page_day_placeholder({}, o),
    timesOn: m.visit_page_times_on({ day: '{day}' }, o),
    loading: m.visit_page_loading({}, o),
    loadFailed: m.visit_page_load_failed({}, o),
    tryAgain: m.visit_page_try_again({}, o),
    noTimes: m.visit_page_no_times({}, o),
    ...own,
  };
}
