/** Exam results (spec 2.12 and section 9). */
export interface ResultStat {
  value: string;
  label: string;
  detail: string;
}

export const examResults = {
  // CONTENT-PLACEHOLDER: the academy's own introduction to its results.
  intro: 'Our students work hard, and their results open the doors of UK universities.',
  stats: [
    { value: '98.78%', label: 'A*-A grades', detail: '2021 results' },
    { value: '100%', label: 'University placement', detail: 'Students placed at university' },
    { value: '100%', label: 'Foundation Year progression', detail: 'Since 2018' },
  ],
  // CONTENT-PLACEHOLDER: a paragraph on how the academy supports exam preparation.
  support: [
    'Small classes let teachers follow each student closely and adjust their teaching to what each one needs.',
    'Regular assessment, exam practice and feedback help students prepare with confidence, and our university guidance helps them turn their grades into the right offer.',
  ],
} as const satisfies { intro: string; stats: readonly ResultStat[]; support: readonly string[] };
