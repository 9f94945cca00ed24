export { AccountDataSections } from './data-sections';
export { AccountSection } from './account-section';
export { LinkResult } from './link-result';
export { ResetPasswordForm } from './reset-password-form';
export { confirmEmailChange, openResetLink, readLinkFragment } from './api';
