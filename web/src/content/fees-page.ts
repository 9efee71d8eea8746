/** Texts of the Course Fees page; the fees themselves are in fees.ts. */
export const feesPage = {
  title: 'Course Fees',
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction.
  intro: 'Tuition fees for our programmes, how you can pay them and what they do not cover.',
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
} as const;
