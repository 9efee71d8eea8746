/**
 * The query that other pages use to ask for a prefilled campus-visit request
 * (/contact?enquiry=campus-visit). Its own module, without imports, so the contact form's island
 * reads it without bringing the contact page's content (and domain/site.ts) into its first load.
 */
export const CAMPUS_VISIT_QUERY = { name: 'enquiry', value: 'campus-visit' } as const;
