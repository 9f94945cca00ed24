export const PROFILE_UPDATE_TYPES = [
  'general',
  'space_update',
  'announcement',
  'feature_highlight',
] as const;
export type ProfileUpdateType = (typeof PROFILE_UPDATE_TYPES)[number];

/**
 * A host without a profile row shows these
 * (docs/product/profiles.md#defaults-for-a-host-without-a-profile).
 */
export const DEFAULT_RESPONSE_RATE = 95;
export const DEFAULT_RESPONSE_TIME = 'within an hour';
