/**
 * Facts about the academy that appear in many places. One place for each: change them here.
 * Every default is fictional (".example" domains, an Ofcom drama number).
 */
export const site = {
  name: 'Cardiff International Academy',
  /** The name in Arabic pages' titles and text. */
  arabicName: 'أكاديمية كارديف الدولية',
  shortName: 'Cardiff Academy',
  foundedYear: 1999,
  phone: '029 2018 0123',
  /** The phone number in the form a tel: link needs. */
  phoneHref: 'tel:+442920180123',
  email: 'enquiries@academy.example',
  /**
   * The admissions address the public pages show. The running system takes its address from
   * ADMISSIONS_EMAIL (alerts go to it; applicant e-mails carry it as reply-to), whose default is
   * this value: set both together (README.md, "Environment").
   */
  admissionsEmail: 'admissions@academy.example',
  /** The sender of every e-mail: the default of MAIL_FROM, which the server and the worker both read. */
  mailFrom: 'Admissions <admissions@academy.example>',
  newsletterEmail: 'newsletter@academy.example',
  address: {
    lines: ['12 Example Crescent', 'Cathays'],
    city: 'Cardiff',
    postcode: 'CF10 9ZZ',
    country: 'United Kingdom',
  },
  mapsUrl: 'https://maps.example/?q=Cardiff+International+Academy',
  /** The external online card-payment page for paying fees (opens in a new tab). */
  paymentUrl: 'https://pay.academy.example/fees',
  /**
   * The account the deposit and fees may be paid into by bank transfer; the applicant's space shows
   * it with their payment reference (decision 137). Fictional: a bank that does not exist, a sort
   * code of zeros and an IBAN whose check digits fail.
   */
  bankTransfer: {
    bankName: 'Example Bank plc',
    accountName: 'Cardiff International Academy Ltd',
    sortCode: '00-00-00',
    accountNumber: '00012345',
    iban: 'GB00 EXMP 0000 0000 0123 45',
    bic: 'EXMPGB00',
  },
  /** The public base URL, used for canonical links and the sitemap. */
  siteUrl: 'https://www.academy.example',
  officeHours: [
    { days: 'Mon-Fri', hours: '9:00 AM-5:00 PM' },
    { days: 'Saturday', hours: '10:00 AM-2:00 PM' },
  ],
  /** Social icons have empty targets in the spec; fill these in when the accounts exist. */
  social: [
    { name: 'Facebook', url: '' },
    { name: 'Instagram', url: '' },
    { name: 'LinkedIn', url: '' },
    { name: 'YouTube', url: '' },
  ],
  /** Optional hero video (a local file under web/public); empty means the poster alone. */
  heroVideoUrl: '',
  stats: {
    yearsExperience: '25+',
    successRate: '95%',
    nationalities: '40+',
    ageRange: '14-25',
  },
} as const;

export type SiteConfig = typeof site;
