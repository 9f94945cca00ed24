export { EmailPreferencesSection } from './email-preferences';
