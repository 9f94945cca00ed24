import '../zod-config.ts';
import { z } from 'zod';
import { SpaceFieldsSchema, SpaceSummarySchema } from '../spaces/types.ts';
import { IdSchema, TimeSchema, wholeListSchema } from '../response-schemas.ts';
import { CONDITIONS, LOCATION_TYPES, RENTAL_TYPES, SUGGESTION_STATUSES } from './constants.ts';

/** A listing as its owner sees it in /my-listings: the card plus the publish flag. */
export const OwnSpaceSchema = SpaceSummarySchema.extend({
  is_published: z.boolean(),
  /** Suspended by an admin (docs/product/moderation.md): unpublished until it is lifted. */
  suspended: z.boolean(),
  /** The admin's reason, told to the owner, while it is suspended. */
  suspension_reason: z.string().nullable(),
}).meta({
  id: 'OwnSpace',
});
export type OwnSpace = z.infer<typeof OwnSpaceSchema>;

/**
 * Every field of an own listing, as the edit form loads it (GET /rest/v1/spaces/{id}/edit), and as
 * creating and editing answer: each field of the form (listings/schema.ts, Listing) with the
 * listing's own figures.
 */
export const EditableSpaceSchema = SpaceFieldsSchema.extend({
  category_id: IdSchema.nullable(),
  subcategory_id: IdSchema.nullable(),
  condition: z.enum(CONDITIONS),
  location_type: z.enum(LOCATION_TYPES),
  updated_at: TimeSchema,
}).meta({ id: 'EditableSpace' });
export type EditableSpace = z.infer<typeof EditableSpaceSchema>;

/** A space type (named apart from listings/schema.ts's SpaceTypeSchema, the form's input). */
export const SpaceTypeRecordSchema = z
  .strictObject({ id: IdSchema, name: z.string(), label: z.string(), created_at: TimeSchema })
  .meta({ id: 'SpaceType' });
export type SpaceType = z.infer<typeof SpaceTypeRecordSchema>;

/**
 * A space type someone suggested (POST /rest/v1/space-types by someone who is not an admin): not
 * listed until an admin approves it; its suggester may use it on drafts meanwhile.
 */
export const SpaceTypeSuggestionSchema = z
  .strictObject({
    id: IdSchema,
    name: z.string(),
    label: z.string(),
    status: z.enum(SUGGESTION_STATUSES),
    created_at: TimeSchema,
  })
  .meta({ id: 'SpaceTypeSuggestion' });
export type SpaceTypeSuggestion = z.infer<typeof SpaceTypeSuggestionSchema>;

export const RentalSubcategorySchema = z
  .strictObject({ id: IdSchema, name: z.string(), label: z.string() })
  .meta({ id: 'RentalSubcategory' });
export type RentalSubcategory = z.infer<typeof RentalSubcategorySchema>;

export const RentalCategorySchema = z
  .strictObject({
    id: IdSchema,
    name: z.string(),
    label: z.string(),
    description: z.string().nullable(),
    rental_type: z.enum(RENTAL_TYPES).nullable(),
    display_order: z.int(),
    subcategories: z.array(RentalSubcategorySchema),
  })
  .meta({ id: 'RentalCategory' });
export type RentalCategory = z.infer<typeof RentalCategorySchema>;

/** GET /rest/v1/space-types, by label. */
export const SpaceTypesResponseSchema = wholeListSchema(SpaceTypeRecordSchema).meta({
  id: 'SpaceTypes',
});
/** GET /rest/v1/space-types/suggestions: the caller's own suggestions, newest first. */
export const SpaceTypeSuggestionsResponseSchema = wholeListSchema(SpaceTypeSuggestionSchema).meta({
  id: 'SpaceTypeSuggestions',
});
/** GET /rest/v1/rental-categories, by display order. */
export const RentalCategoriesResponseSchema = wholeListSchema(RentalCategorySchema).meta({
  id: 'RentalCategories',
});
/** GET /rest/v1/spaces/mine, newest first. */
export const OwnerListingsResponseSchema = wholeListSchema(OwnSpaceSchema).meta({
  id: 'OwnerListings',
});

/** What POST /storage/v1/object/{bucket}/{path} answers. */
export const StoredObjectSchema = z
  .strictObject({
    /** `{bucket}/{path}`, as the hosted storage API names it. */
    Key: z.string(),
    bucket: z.string(),
    path: z.string(),
    /** The public URL (media.ts publicUrl). */
    url: z.string(),
    kind: z.enum(['image', 'video']),
    /** Videos only: the public URL of the first frame, stored as a photo is (media.ts videoPoster). */
    poster: z.string().optional(),
  })
  .meta({ id: 'StoredObject' });
export type StoredObject = z.infer<typeof StoredObjectSchema>;
