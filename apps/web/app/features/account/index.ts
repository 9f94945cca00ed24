export { AccountDataSections } from './account-section';
