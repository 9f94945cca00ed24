/**
 * The profile API contract between the server and the web app. Request bodies are the schemas in
 * ./schemas.ts; responses are written here. Errors use { error: { code, message, fields? } }.
 *
 * GET  /rest/v1/profiles/me                 -> OwnProfile (the row is created when missing)
 * PUT  /rest/v1/profiles/me                 ProfileSchema -> OwnProfile
 * GET  /rest/v1/profiles/{id}               -> PublicProfile (./public-profile.ts)
 * GET  /rest/v1/profile-links               -> { data: ProfileLink[] } own, by display_order
 * POST /rest/v1/profile-links               LinkSchema -> ProfileLink (201), placed last
 * PATCH/DELETE /rest/v1/profile-links/{id}  LinkPatchSchema -> ProfileLink | 204
 * PUT  /rest/v1/profile-links/order         LinkOrderSchema -> { data: ProfileLink[] }
 * GET  /rest/v1/profile-updates             -> { data: ProfileUpdate[] } pinned first, then newest
 * POST /rest/v1/profile-updates             UpdateSchema -> ProfileUpdate (201)
 * PATCH/DELETE /rest/v1/profile-updates/{id} UpdatePatchSchema -> ProfileUpdate | 204
 * Someone else's link or update is a 404 and changes nothing.
 */
import type { ProfileUpdateType } from './constants.ts';

export interface OwnProfile {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  banner_url: string | null;
  bio: string | null;
  response_rate: number | null;
  response_time: string | null;
  website: string | null;
  location: string | null;
  instagram: string | null;
  twitter: string | null;
  facebook: string | null;
  linkedin: string | null;
  youtube: string | null;
  tiktok: string | null;
  stripe_account_id: string | null;
  stripe_onboarding_complete: boolean;
  is_admin: boolean;
  created_at: string;
}

export interface ProfileLink {
  id: string;
  title: string;
  url: string;
  icon: string | null;
  display_order: number;
}

export interface ProfileUpdate {
  id: string;
  title: string;
  content: string;
  type: ProfileUpdateType;
  is_pinned: boolean;
  created_at: string;
}
