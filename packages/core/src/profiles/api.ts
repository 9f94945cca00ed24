/**
 * The profile API contract between the server and the web app. Request bodies are the schemas in
 * ./schemas.ts; responses are the schemas here. Errors use { error: { code, message, fields? } }.
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
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, TimeSchema, listSchema } from '../response-schemas.ts';
import { PROFILE_UPDATE_TYPES } from './constants.ts';

export const OwnProfileSchema = z
  .strictObject({
    id: IdSchema,
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    banner_url: z.string().nullable(),
    bio: z.string().nullable(),
    response_rate: z.number().nullable(),
    response_time: z.string().nullable(),
    website: z.string().nullable(),
    location: z.string().nullable(),
    instagram: z.string().nullable(),
    twitter: z.string().nullable(),
    facebook: z.string().nullable(),
    linkedin: z.string().nullable(),
    youtube: z.string().nullable(),
    tiktok: z.string().nullable(),
    stripe_account_id: z.string().nullable(),
    stripe_onboarding_complete: z.boolean(),
    is_admin: z.boolean(),
    created_at: TimeSchema,
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

export const ProfileLinkSchema = z
  .strictObject({
    id: IdSchema,
    title: z.string(),
    url: z.string(),
    icon: z.string().nullable(),
    display_order: z.int(),
  })
  .meta({ id: 'ProfileLink' });
export type ProfileLink = z.infer<typeof ProfileLinkSchema>;

export const ProfileUpdateSchema = z
  .strictObject({
    id: IdSchema,
    title: z.string(),
    content: z.string(),
    type: z.enum(PROFILE_UPDATE_TYPES),
    is_pinned: z.boolean(),
    created_at: TimeSchema,
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** GET /rest/v1/profile-links and PUT /rest/v1/profile-links/order: own links by display order. */
export const ProfileLinksResponseSchema = listSchema(ProfileLinkSchema).meta({
  id: 'ProfileLinks',
});
/** GET /rest/v1/profile-updates: own updates, pinned first, then newest. */
export const ProfileUpdatesResponseSchema = listSchema(ProfileUpdateSchema).meta({
  id: 'ProfileUpdates',
});
