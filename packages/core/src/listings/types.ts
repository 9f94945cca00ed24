import type { SpaceSummary } from '../spaces/types.ts';
import type { Listing } from './schema.ts';
import type { RentalType, SpaceStatus } from './constants.ts';

/** A listing as its owner sees it in /my-listings: the card plus the publish flag. */
export interface OwnerListing extends SpaceSummary {
  is_published: boolean;
}

/** Every field of an own listing, as the edit form loads it (GET /rest/v1/spaces/{id}/edit). */
export interface ListingDetail extends Listing {
  id: string;
  user_id: string;
  available: boolean;
  status: SpaceStatus;
  rating: number;
  review_count: number;
  created_at: string;
  updated_at: string;
}

export interface SpaceType {
  id: string;
  name: string;
  label: string;
  created_at: string;
}

export interface RentalSubcategory {
  id: string;
  name: string;
  label: string;
}

export interface RentalCategory {
  id: string;
  name: string;
  label: string;
  description: string | null;
  rental_type: RentalType | null;
  display_order: number;
  subcategories: RentalSubcategory[];
}

/** What POST /storage/v1/object/{bucket}/{path} answers. */
export interface StoredObject {
  /** `{bucket}/{path}`, as the hosted storage API names it. */
  Key: string;
  bucket: string;
  path: string;
  /** The public URL (media.ts publicUrl). */
  url: string;
  kind: 'image' | 'video';
}
