import { GraduationCap, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';

/** Exam results (docs/spec.md §2.12 and §9). */
export interface ResultStat {
  value: string;
  label: string;
  icon: LucideIcon;
}

/** Everything the exam results page says, in one language (exam-results.ar.ts has the Arabic). */
export interface ExamResultsContent {
  intro: string;
  statsTitle: string;
  stats: readonly ResultStat[];
  supportTitle: string;
  support: readonly string[];
  callToAction: { title: string; destinationsLabel: string; applyLabel: string };
}

export const examResults = {
  // CONTENT-PLACEHOLDER: the academy's own introduction to its results.
  intro: 'Our students work hard, and their results open the doors of UK universities.',
  statsTitle: 'Our Results at a Glance',
  stats: [
    { value: '98.78%', label: 'A*-A grades in our 2021 results', icon: Trophy },
    { value: '100%', label: 'University placement', icon: GraduationCap },
    { value: '100%', label: 'Foundation Year progression since 2018', icon: TrendingUp },
  ],
  supportTitle: 'How We Help Students Succeed',
  // CONTENT-PLACEHOLDER: how the academy supports exam preparation.
  support: [
    'Small classes let teachers follow each student closely and adjust their teaching to what each one needs.',
    'Regular assessment, exam practice and feedback help students prepare with confidence, and our university guidance helps them turn their grades into the right offer.',
  ],
  callToAction: {
    title: 'Where will your results take you?',
    destinationsLabel: 'University Destinations',
    applyLabel: 'Apply Now',
  },
} as const satisfies ExamResultsContent;
