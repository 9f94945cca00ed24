import '../zod-config.ts';
import { z } from 'zod';
import { PROFILE_UPDATE_TYPES } from './constants.ts';
import { MAX_PROFILE_LINKS, PROFILE_TEXT_LIMITS as LIMITS } from './limits.ts';
import { RESPONSE_TIMES } from './response.ts';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Free text that may be left empty: trimmed, '' and null both mean 'none'. */
function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullable()
    .transform((value) => value || null);
}

/** Adds https:// to a bare address such as 'example.com', the way people type links. */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** True for an absolute http(s) address with a host name. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const INVALID_URL = 'Please enter a valid link starting with http:// or https://';

function httpUrl(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(LIMITS.url, tooLong('The link', LIMITS.url))
    .transform(normalizeUrl)
    .refine(isHttpUrl, INVALID_URL);
}

/** An optional link: '' and null mean none; `normalize` turns what was typed into an address. */
function optionalUrl(normalize: (value: string) => string = normalizeUrl) {
  return z
    .string()
    .trim()
    .max(LIMITS.url, tooLong('The link', LIMITS.url))
    .nullable()
    .transform((value) => (value ? normalize(value) : null))
    .refine((value) => value === null || isHttpUrl(value), INVALID_URL);
}

/** Where a handle lives on each network of the profile's social fields. */
const SOCIAL_PROFILE_URLS = {
  instagram: 'https://instagram.com/',
  twitter: 'https://x.com/',
  facebook: 'https://facebook.com/',
  linkedin: 'https://linkedin.com/in/',
  youtube: 'https://youtube.com/@',
  tiktok: 'https://tiktok.com/@',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_PROFILE_URLS;

/**
 * A social field's value as an address: a handle as people type it ('@maya', 'maya.chen') becomes
 * the profile's address on that network; anything with a slash or a scheme is a link as elsewhere.
 */
export function socialUrl(network: SocialNetwork, value: string): string {
  const trimmed = value.trim();
  const handle = /^@?([\w.-]+)$/.exec(trimmed);
  if (handle && !/^(www\.)?[\w-]+\.(com|net|org)$/i.test(handle[1]!))
    return `${SOCIAL_PROFILE_URLS[network]}${handle[1]}`;
  return normalizeUrl(trimmed);
}

const optionalSocialUrl = (network: SocialNetwork) =>
  optionalUrl((value) => socialUrl(network, value));

/** A picture's URL ('' and null both remove the picture); the server checks whose upload it is. */
function pictureUrl() {
  return z
    .string()
    .trim()
    .max(LIMITS.url, tooLong('The picture address', LIMITS.url))
    .nullable()
    .transform((value) => value || null);
}

/**
 * The editable part of a profile (PUT /rest/v1/profiles/me and the /profile form). Every field is
 * optional: what is left out stays as it is. Fields a person must not set (is_admin,
 * response_rate, payout account) are not part of it and are dropped.
 */
export const ProfileSchema = z.object({
  full_name: optionalText('Name', LIMITS.full_name).optional(),
  bio: optionalText('Bio', LIMITS.bio).optional(),
  website: optionalUrl().optional(),
  location: optionalText('Location', LIMITS.location).optional(),
  response_time: z
    .enum(RESPONSE_TIMES, { error: 'Please choose a response time' })
    .nullable()
    .optional(),
  instagram: optionalSocialUrl('instagram').optional(),
  twitter: optionalSocialUrl('twitter').optional(),
  facebook: optionalSocialUrl('facebook').optional(),
  linkedin: optionalSocialUrl('linkedin').optional(),
  youtube: optionalSocialUrl('youtube').optional(),
  tiktok: optionalSocialUrl('tiktok').optional(),
  /** A URL returned by an upload to the profile-images bucket, or null to remove the picture. */
  avatar_url: pictureUrl().optional(),
  banner_url: pictureUrl().optional(),
});
export type ProfileInput = z.input<typeof ProfileSchema>;
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * A profile link: title and url required, http(s) only (docs/product/profiles.md#profile-links).
 */
export const LinkSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.link_title, tooLong('Title', LIMITS.link_title)),
  url: httpUrl('URL is required'),
  icon: optionalText('Icon', LIMITS.link_icon).optional(),
});
export type LinkInput = z.input<typeof LinkSchema>;
export type Link = z.infer<typeof LinkSchema>;

/** A change to a link: any of its fields. */
export const LinkPatchSchema = LinkSchema.partial();
export type LinkPatch = z.infer<typeof LinkPatchSchema>;

/** The new order of all of a person's links, first to last. */
export const LinkOrderSchema = z.object({
  ids: z
    .array(z.uuid('Link not found'), { error: 'Send the links in their new order' })
    .min(1, 'Send the links in their new order')
    .max(MAX_PROFILE_LINKS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each link may appear once'),
});
export type LinkOrder = z.infer<typeof LinkOrderSchema>;

/**
 * A profile update: title and text required, one of the four types
 * (docs/product/profiles.md#profile-updates).
 */
export const UpdateSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.update_title, tooLong('Title', LIMITS.update_title)),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(LIMITS.update_content, tooLong('Content', LIMITS.update_content)),
  type: z.enum(PROFILE_UPDATE_TYPES, { error: 'Please choose a type' }).default('general'),
  is_pinned: z.boolean().default(false),
});
export type UpdateInput = z.input<typeof UpdateSchema>;
export type Update = z.infer<typeof UpdateSchema>;

/** A change to an update (pinning is one): any of its fields. */
export const UpdatePatchSchema = z.object({
  title: UpdateSchema.shape.title.optional(),
  content: UpdateSchema.shape.content.optional(),
  type: z.enum(PROFILE_UPDATE_TYPES, { error: 'Please choose a type' }).optional(),
  is_pinned: z.boolean().optional(),
});
export type UpdatePatch = z.infer<typeof UpdatePatchSchema>;

/** How the form names each update type. */
export const UPDATE_TYPE_LABELS: Record<(typeof PROFILE_UPDATE_TYPES)[number], string> = {
  general: 'General',
  space_update: 'Space update',
  announcement: 'Announcement',
  feature_highlight: 'Feature highlight',
};
