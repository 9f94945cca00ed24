import { normalizeForRentalType } from '@rentspace/core/listings/fields';
import { SPACE_TYPE_TEXT } from '@rentspace/core/listings/constants';
import {
  PUBLISH_ADDRESS_MESSAGE,
  PUBLISH_PIN_MESSAGE,
  type Listing,
} from '@rentspace/core/listings/schema';
import type { LatLng } from '@rentspace/core/places/geo';
import type { PlaceName } from '../places/gazetteer.ts';
import type { EditableSpace, OwnSpace } from '@rentspace/core/listings/types';
import { publicUrl } from '@rentspace/core/media';
import { MODERATION_MESSAGES } from '@rentspace/core/moderation/schema';
import { ApiError, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import type { Clock } from '../clock.ts';
import { objectExists, type Storage } from '../storage/storage.ts';
import type { ListingRepository, TaxonomyRepository } from './repository.ts';
import type { SuggestionRepository } from './suggestions.ts';

const NOT_FOUND = 'Listing not found';

/** Listing rules only the server can check: ownership, vocabularies in the database, media ownership. */
interface Deps {
  listings: ListingRepository;
  taxonomy: TaxonomyRepository;
  suggestions: SuggestionRepository;
  storage: Storage;
  clock: Clock;
  /** Where a place is when the host sent no pin: the bundled gazetteer, or a configured geocoder. */
  locate: (place: PlaceName & { street_address?: string | null }) => Promise<LatLng | undefined>;
}

const samePlace = (a: PlaceName, b: PlaceName) =>
  (['location', 'city', 'country'] as const).every(
    (field) => (a[field] ?? '').trim().toLowerCase() === (b[field] ?? '').trim().toLowerCase(),
  );

export function createListingService({
  listings,
  taxonomy,
  suggestions,
  storage,
  clock,
  locate,
}: Deps) {
  /**
   * The pin (docs/product/listings.md#location-on-the-map): the one sent; else the one kept while
   * the place is the same; else the place's centre. Publishing needs one.
   */
  async function withPin(listing: Listing, existing?: EditableSpace): Promise<Listing> {
    if (listing.latitude != null && listing.longitude != null) return listing;
    if (existing && existing.latitude !== null && samePlace(listing, existing))
      return { ...listing, latitude: existing.latitude, longitude: existing.longitude };
    const centre = await locate(listing);
    if (!centre && listing.is_published)
      throw validationError({ latitude: [PUBLISH_PIN_MESSAGE] }, PUBLISH_PIN_MESSAGE);
    return { ...listing, latitude: centre?.lat ?? null, longitude: centre?.lng ?? null };
  }

  /** Why a listing that is to be published cannot have this unlisted type. */
  async function unlistedTypeMessage(userId: string, type: string): Promise<string> {
    const status = await suggestions.statusOf(userId, type);
    if (status === 'pending') return SPACE_TYPE_TEXT.awaitsApproval;
    if (status === 'rejected') return SPACE_TYPE_TEXT.notApproved;
    return SPACE_TYPE_TEXT.notListed;
  }

  /**
   * A listing's type must be listed; its owner's own pending suggestion will do on a draft
   * (docs/product/listings.md#space-type-suggestions). A listing keeps the type it has, and a
   * published one stays published with it.
   */
  async function typeProblem(
    listing: Listing,
    userId: string,
    existing?: EditableSpace,
  ): Promise<string | undefined> {
    if (await taxonomy.typeExists(listing.type)) return undefined;
    const kept = listing.type === existing?.type;
    if (!kept && (await suggestions.statusOf(userId, listing.type)) !== 'pending')
      return SPACE_TYPE_TEXT.notListed;
    if (!listing.is_published || (kept && existing?.is_published)) return undefined;
    return unlistedTypeMessage(userId, listing.type);
  }

  const bucketUrl = publicUrl('spaces', '');
  /**
   * Media must be the owner's own uploads, stored (a typed or stale URL would show a broken
   * picture), or already on the listing being edited.
   */
  async function foreignMedia(
    urls: string[],
    userId: string,
    existing: string[],
  ): Promise<boolean> {
    const added = urls.filter((url) => !existing.includes(url));
    if (added.some((url) => !url.startsWith(`${bucketUrl}${userId}/`))) return true;
    const stored = await Promise.all(
      added.map((url) => objectExists(storage, 'spaces', url.slice(bucketUrl.length))),
    );
    return stored.includes(false);
  }

  async function check(listing: Listing, userId: string, existing?: EditableSpace) {
    const fields: FieldErrors = {};
    const typeMessage = await typeProblem(listing, userId, existing);
    if (typeMessage) fields.type = [typeMessage];
    if (listing.category_id) {
      const found = await taxonomy.checkCategory(listing.category_id, listing.subcategory_id);
      if (!found.category) fields.category_id = ['Choose a category from the list'];
      else if (!found.subcategory)
        fields.subcategory_id = ['Choose a subcategory of the chosen category'];
    }
    if (await foreignMedia(listing.images, userId, existing?.images ?? []))
      fields.images = ['Upload photos through the form'];
    if (await foreignMedia(listing.videos, userId, existing?.videos ?? []))
      fields.videos = ['Upload videos through the form'];
    if (Object.keys(fields).length > 0) throw validationError(fields);
  }

  return {
    async create(userId: string, input: Listing): Promise<EditableSpace> {
      const listing = normalizeForRentalType(input);
      await check(listing, userId);
      return listings.insert(userId, await withPin(listing));
    },
    async edit(id: string, userId: string, input: Listing): Promise<EditableSpace> {
      const existing = await listings.findOwn(id, userId);
      if (!existing) throw notFound(NOT_FOUND);
      const listing = normalizeForRentalType(input);
      await check(listing, userId, existing);
      const updated = await listings.update(
        id,
        userId,
        await withPin(listing, existing),
        clock.now(),
      );
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },
    async findOwn(id: string, userId: string): Promise<EditableSpace> {
      const listing = await listings.findOwn(id, userId);
      if (!listing) throw notFound(NOT_FOUND);
      return listing;
    },
    listOwn: (userId: string): Promise<OwnSpace[]> => listings.listOwn(userId),
    async setAvailable(id: string, userId: string, available: boolean): Promise<OwnSpace> {
      const listing = await listings.setAvailable(id, userId, available, clock.now());
      if (!listing) throw notFound(NOT_FOUND);
      return listing;
    },
    async setPublished(id: string, userId: string, isPublished: boolean): Promise<OwnSpace> {
      const listing = await listings.setPublished(id, userId, isPublished, clock.now());
      if (listing) return listing;
      const blockers = await listings.publishBlockers(id, userId);
      if (!blockers) throw notFound(NOT_FOUND);
      if (blockers.suspended)
        throw new ApiError(409, 'listing_suspended', MODERATION_MESSAGES.listingSuspended);
      if (blockers.addressMissing)
        throw new ApiError(422, 'address_required', PUBLISH_ADDRESS_MESSAGE);
      if (blockers.pinMissing) throw new ApiError(422, 'pin_required', PUBLISH_PIN_MESSAGE);
      throw new ApiError(422, 'type_not_listed', await unlistedTypeMessage(userId, blockers.type));
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
