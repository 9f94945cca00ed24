export { ProfileEditor } from './profile-editor';
export { fetchLinks, fetchOwnProfile, fetchUpdates } from './api';
