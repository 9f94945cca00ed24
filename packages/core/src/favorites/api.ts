import '../zod-config.ts';
import { z } from 'zod';
import { SpaceSummarySchema } from '../spaces/types.ts';
import { IdSchema, TimeSchema } from '../response-schemas.ts';

/** What the favourites page says of a saved listing its host unpublished since. */
export const FAVORITE_UNLISTED = 'No longer available';

/** The most favourites one guest keeps; saving past it asks them to remove one first. */
export const MAX_FAVORITES = 500;
export const FAVORITES_FULL_MESSAGE = `You can save up to ${MAX_FAVORITES} spaces. Remove one to save another.`;

/**
 * A saved listing on /favorites (docs/product/search-and-cities.md#favourites): its card, when it
 * was saved, and whether it is still published (else the page shows 'No longer available').
 */
export const FavoriteSchema = SpaceSummarySchema.extend({
  saved_at: TimeSchema,
  is_published: z.boolean(),
}).meta({ id: 'Favorite' });
export type Favorite = z.infer<typeof FavoriteSchema>;

/** GET /rest/v1/favorites: the guest's saved listings, last saved first. */
export const FavoritesResponseSchema = z
  .strictObject({ data: z.array(FavoriteSchema), next_cursor: z.null() })
  .meta({ id: 'Favorites' });

/** GET /rest/v1/favorites/ids: which listings the guest saved, for the hearts on cards. */
export const FavoriteIdsSchema = z
  .strictObject({ data: z.array(IdSchema) })
  .meta({ id: 'FavoriteIds' });

/** PUT and DELETE /rest/v1/favorites/{space_id}: the heart's state afterwards. */
export const FavoriteStateSchema = z
  .strictObject({ space_id: IdSchema, saved: z.boolean() })
  .meta({ id: 'FavoriteState' });
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;
