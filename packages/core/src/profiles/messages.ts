/** The spec's profile wording (core-flows.md sections 2, 5 and 8). */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  avatarTooLarge: 'File size must be less than 5MB',
  bannerTooLarge: 'File size must be less than 10MB',
  notAnImage: 'Please select an image file',
  addLinkFailed: 'Failed to add link',
  addUpdateFailed: 'Failed to add update',
  deleteLinkFailed: 'Failed to delete link',
  deleteUpdateFailed: 'Failed to delete update',
  updateFailed: 'Failed to update',
  loadFailed: 'Failed to load profile',
  updateProfileFailed: 'Failed to update profile',
  uploadAvatarFailed: 'Failed to upload avatar',
  uploadBannerFailed: 'Failed to upload banner',
  notFound: 'Profile not found',
} as const;
