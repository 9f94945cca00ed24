// The host profile: anyone's public profile in a dialog, opened from the shell and the listings.
export { HostProfileShell } from './host-profile-shell';
