/** Texts of the Course Fees page; the fees themselves are in fees.ts. */
export const feesPage = {
  title: 'Course Fees',
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction.
  intro: 'Tuition fees for our programmes, how you can pay them and what they do not cover.',
  // CONTENT-PLACEHOLDER: replace with the academy's own note.
  tableNote: 'Fees for the Summer School and for accommodation are available from our admissions team.',
  paymentTitle: 'Payment Options',
  exclusionsTitle: 'Not Included in the Fees',
  // CONTENT-PLACEHOLDER: replace with the academy's own note on extra costs.
  exclusionsNote: 'Please budget separately for these costs. Our accommodation page gives average living costs in Cardiff.',
  payOnline: {
    title: 'Pay Your Fees Online',
    text: 'Already have a place? Pay securely by card on our online payment page.',
    label: 'Go to the payment page',
  },
  // CONTENT-PLACEHOLDER: replace with the academy's own closing text.
  cta: {
    title: 'Questions About Fees?',
    text: 'Our admissions team can explain the fees for your programme and the payment options available to you.',
  },
} as const;
