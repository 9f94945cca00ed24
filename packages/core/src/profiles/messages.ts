/** The product's profile wording (docs/product/profiles.md#profile-messages). */
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
