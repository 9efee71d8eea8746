/** Texts of the Course Fees page; the fees themselves are in fees.ts. */
export interface FeesPageContent {
  title: string;
  intro: string;
  tuitionTitle: string;
  tableNote: string;
  /** The link after the table note. */
  contactAdmissions: string;
  /** The fees table's caption (read by screen readers) and column headings. */
  table: { caption: string; programme: string; fee: string };
  paymentTitle: string;
  exclusionsTitle: string;
  exclusionsNote: string;
  /** The link under the exclusions. */
  accommodationLink: string;
  payOnline: { title: string; text: string; label: string };
  cta: { title: string; text: string; contactLabel: string; applyLabel: string };
}

export const feesPage: FeesPageContent = {
  title: 'Course Fees',
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction.
  intro: 'Tuition fees for our programmes, how you can pay them and what they do not cover.',
  tuitionTitle: 'Tuition Fees',
  // CONTENT-PLACEHOLDER: replace with the academy's own note.
  tableNote: 'Fees for the Summer School and for accommodation are available from our admissions team.',
  contactAdmissions: 'Contact admissions',
  table: { caption: 'Tuition fees by programme', programme: 'Programme', fee: 'Tuition fee' },
  paymentTitle: 'Payment Options',
  exclusionsTitle: 'Not Included in the Fees',
  // CONTENT-PLACEHOLDER: replace with the academy's own note on extra costs.
  exclusionsNote:
    'Please budget separately for these costs. Our accommodation page gives average living costs in Cardiff.',
  accommodationLink: 'See accommodation and living costs',
  payOnline: {
    title: 'Pay Your Fees Online',
    text: 'Already have a place? Pay securely by card on our online payment page.',
    label: 'Go to the payment page',
  },
  // CONTENT-PLACEHOLDER: replace with the academy's own closing text.
  cta: {
    title: 'Questions About Fees?',
    text: 'Our admissions team can explain the fees for your programme and the payment options available to you.',
    contactLabel: 'Contact Us',
    applyLabel: 'Apply Now',
  },
};
