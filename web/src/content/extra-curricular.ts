import { Briefcase, Calculator, FlaskConical, Gavel, Globe, MessagesSquare, type LucideIcon } from 'lucide-react';

/** The six extra-curricular activities (docs/spec.md §2.12). */
export interface Activity {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Everything the extra-curricular page says, in one language (extra-curricular.ar.ts has the Arabic). */
export interface ExtraCurricularContent {
  intro: string;
  activities: readonly Activity[];
  note: string;
  activitiesTitle: string;
  callToAction: { title: string; contactLabel: string; leisureLabel: string };
}

export const extraCurricular = {
  // CONTENT-PLACEHOLDER: the academy's own introduction.
  intro:
    'Learning does not stop at the classroom door. Our competitions and challenges build confidence, teamwork and the skills universities look for.',
  activities: [
    {
      title: 'Bar Mock Trial Competition',
      // CONTENT-PLACEHOLDER: description of the mock trial activity.
      text: 'Students take on the roles of barristers and witnesses in a mock courtroom, building advocacy and critical-thinking skills.',
      icon: Gavel,
    },
    {
      title: 'Business and Accounting Competition',
      // CONTENT-PLACEHOLDER: description of the business and accounting activity.
      text: 'Teams tackle business cases and financial problems, putting classroom knowledge into practice.',
      icon: Briefcase,
    },
    {
      title: 'Debating Competition',
      // CONTENT-PLACEHOLDER: description of the debating activity.
      text: 'Students research, argue and rebut, learning to speak persuasively and listen carefully.',
      icon: MessagesSquare,
    },
    {
      title: 'Science Olympiads',
      // CONTENT-PLACEHOLDER: description of the science olympiads.
      text: 'Keen scientists stretch themselves with challenging problems in biology, chemistry and physics.',
      icon: FlaskConical,
    },
    {
      title: 'Maths Challenges',
      // CONTENT-PLACEHOLDER: description of the maths challenges.
      text: 'Problem-solving challenges that reward creative thinking and a love of mathematics.',
      icon: Calculator,
    },
    {
      title: 'Model United Nations',
      // CONTENT-PLACEHOLDER: description of Model United Nations.
      text: 'Students represent countries, debate global issues and draft resolutions, drawing on our international community.',
      icon: Globe,
    },
  ],
  // CONTENT-PLACEHOLDER: closing note.
  note: 'Ask our team which activities are running this term.',
  activitiesTitle: 'Our Activities',
  callToAction: { title: 'Want to know more?', contactLabel: 'Contact Us', leisureLabel: 'Leisure & Wellbeing' },
} as const satisfies ExtraCurricularContent;
