export const CONTACT_SUBJECTS = ['general', 'support', 'billing', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
