/**
 * Bank holidays in England and Wales, the days the CAS clock does not count (decision 136).
 *
 * Source: GOV.UK, "UK bank holidays" (https://www.gov.uk/bank-holidays, also served as
 * https://www.gov.uk/bank-holidays.json, division "england-and-wales"), for 2025 to 2027.
 * 2028 is not published there yet; its dates follow the usual rules: New Year's Day, Good Friday
 * and Easter Monday (Easter Sunday 16 April 2028), the first Monday of May, the last Mondays of
 * May and August, Christmas Day and Boxing Day, each moved to the next weekday when it falls at a
 * weekend. Check 2028 against GOV.UK once it is published (a coronation or jubilee adds a day).
 *
 * `bank-holidays.test.ts` fails once the list ends within a year of the day it runs: add the next
 * year from GOV.UK then.
 */
export interface BankHoliday {
  /** YYYY-MM-DD, the day the holiday is kept (the substitute day when it moves). */
  date: string;
  title: string;
}

export const ENGLAND_AND_WALES_BANK_HOLIDAYS: readonly BankHoliday[] = [
  { date: '2025-01-01', title: 'New Year’s Day' },
  { date: '2025-04-18', title: 'Good Friday' },
  { date: '2025-04-21', title: 'Easter Monday' },
  { date: '2025-05-05', title: 'Early May bank holiday' },
  { date: '2025-05-26', title: 'Spring bank holiday' },
  { date: '2025-08-25', title: 'Summer bank holiday' },
  { date: '2025-12-25', title: 'Christmas Day' },
  { date: '2025-12-26', title: 'Boxing Day' },

  { date: '2026-01-01', title: 'New Year’s Day' },
  { date: '2026-04-03', title: 'Good Friday' },
  { date: '2026-04-06', title: 'Easter Monday' },
  { date: '2026-05-04', title: 'Early May bank holiday' },
  { date: '2026-05-25', title: 'Spring bank holiday' },
  { date: '2026-08-31', title: 'Summer bank holiday' },
  { date: '2026-12-25', title: 'Christmas Day' },
  { date: '2026-12-28', title: 'Boxing Day (substitute day)' },

  { date: '2027-01-01', title: 'New Year’s Day' },
  { date: '2027-03-26', title: 'Good Friday' },
  { date: '2027-03-29', title: 'Easter Monday' },
  { date: '2027-05-03', title: 'Early May bank holiday' },
  { date: '2027-05-31', title: 'Spring bank holiday' },
  { date: '2027-08-30', title: 'Summer bank holiday' },
  { date: '2027-12-27', title: 'Christmas Day (substitute day)' },
  { date: '2027-12-28', title: 'Boxing Day (substitute day)' },

  { date: '2028-01-03', title: 'New Year’s Day (substitute day)' },
  { date: '2028-04-14', title: 'Good Friday' },
  { date: '2028-04-17', title: 'Easter Monday' },
  { date: '2028-05-01', title: 'Early May bank holiday' },
  { date: '2028-05-29', title: 'Spring bank holiday' },
  { date: '2028-08-28', title: 'Summer bank holiday' },
  { date: '2028-12-25', title: 'Christmas Day' },
  { date: '2028-12-26', title: 'Boxing Day' },
];

/** The last date the list covers: the CAS clock is only right up to it. */
export const BANK_HOLIDAYS_COVER_UNTIL = '2028-12-31';
