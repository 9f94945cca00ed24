/**
 * Limits of profile fields, links and updates (docs/product/profiles.md#profile-limits). The
 * original product left text lengths open; these are generous for real use and small enough to
 * keep pages and rows tidy.
 */
export const PROFILE_TEXT_LIMITS = {
  full_name: 100,
  bio: 1000,
  location: 120,
  url: 500,
  link_title: 60,
  link_icon: 40,
  update_title: 100,
  update_content: 2000,
} as const;

/** How many links and updates one profile may hold. */
export const MAX_PROFILE_LINKS = 20;
export const MAX_PROFILE_UPDATES = 50;

/** Profile picture limits: avatar 5MB, banner 10MB (docs/product/profiles.md#pictures). */
export const PROFILE_IMAGE_LIMITS = { avatar: 5 * 1024 * 1024, banner: 10 * 1024 * 1024 } as const;
export type ProfileImageKind = keyof typeof PROFILE_IMAGE_LIMITS;

/** The social networks a profile links to, in the order the form shows them. */
export const SOCIAL_FIELDS = [
  'instagram',
  'twitter',
  'facebook',
  'linkedin',
  'youtube',
  'tiktok',
] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];
