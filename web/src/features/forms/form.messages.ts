/** The words every public form shares (decision 101). */
export const formMessages = {
  /** Around the red asterisk: "Fields marked * are required." */
  requiredNoteBefore: 'Fields marked',
  requiredNoteAfter: 'are required.',
  /** The honeypot's label: only bots ever read it. */
  honeypotLabel: 'Website',
} as const;
