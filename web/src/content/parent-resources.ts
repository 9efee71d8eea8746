import {
  Ban,
  ClipboardList,
  Flame,
  HeartPulse,
  Lock,
  MessageSquareWarning,
  ShieldCheck,
  Smile,
  UserCheck,
  HandHeart,
  Scale,
  type LucideIcon,
} from 'lucide-react';

/**
 * Policy titles for parents (docs/spec.md §2.12), in the spec's three groups. The spec shows no link or
 * download for them, so the page lists them and says how to ask for a copy.
 */
export interface Policy {
  name: string;
  icon: LucideIcon;
}

export interface PolicyGroup {
  id: 'general' | 'staff' | 'student';
  title: 'General' | 'Staff' | 'Student';
  policies: readonly Policy[];
}

export const policyGroups: readonly PolicyGroup[] = [
  {
    id: 'general',
    title: 'General',
    policies: [
      { name: 'Health and Safety', icon: ShieldCheck },
      { name: 'Fire Risk', icon: Flame },
      { name: 'First Aid', icon: HeartPulse },
      { name: 'Complaints', icon: MessageSquareWarning },
      { name: 'GDPR', icon: Lock },
      { name: 'Terms and Conditions', icon: Scale },
    ],
  },
  {
    id: 'staff',
    title: 'Staff',
    policies: [
      { name: 'Safer Recruitment', icon: UserCheck },
      { name: 'Code of Conduct', icon: ClipboardList },
      { name: 'Safeguarding', icon: ShieldCheck },
    ],
  },
  {
    id: 'student',
    title: 'Student',
    policies: [
      { name: 'Behaviour', icon: Smile },
      { name: 'Anti-Bullying', icon: Ban },
      { name: 'Welfare', icon: HandHeart },
    ],
  },
];

export const parentResources = {
  // CONTENT-PLACEHOLDER: the academy's own introduction.
  intro:
    'Our policies set out how we keep students safe, well and learning. Parents and guardians are welcome to read any of them.',
  // CONTENT-PLACEHOLDER: how parents obtain a copy; change it when the documents go online.
  requestNote: 'Copies of these documents are available from the academy office on request.',
  pdfNote: 'Our policy documents are PDF files: you will need a PDF reader to open them.',
} as const;

/** A policy group as the page shows it: its heading ("General Policies") and its policies. */
export interface PolicyGroupContent {
  id: PolicyGroup['id'];
  heading: string;
  policies: readonly Policy[];
}

/** Everything the parent resources page says, in one language (parent-resources.ar.ts has the Arabic). */
export interface ParentResourcesContent {
  intro: string;
  requestNote: string;
  pdfNote: string;
  policiesTitle: string;
  contactFormLabel: string;
  groups: readonly PolicyGroupContent[];
}

export const parentResourcesContent: ParentResourcesContent = {
  intro: parentResources.intro,
  requestNote: parentResources.requestNote,
  pdfNote: parentResources.pdfNote,
  policiesTitle: 'Our Policies',
  contactFormLabel: 'Contact form',
  groups: policyGroups.map(({ id, title, policies }) => ({ id, heading: `${title} Policies`, policies })),
};
