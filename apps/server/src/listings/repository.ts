import { and, asc, desc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import {
  rentalCategories,
  rentalSubcategories,
  spaces,
  spaceTypes,
  type Database,
} from '@rentspace/db';
import type { Listing } from '@rentspace/core/listings/schema';
import type {
  EditableSpace,
  OwnSpace,
  RentalCategory,
  SpaceType,
} from '@rentspace/core/listings/types';
import { ownCardColumns, ownerColumns, toListingDetail, toOwnCard } from './columns.ts';

const own = (id: string, userId: string) => and(eq(spaces.id, id), eq(spaces.user_id, userId));

const filled = (column: AnyColumn) => sql`coalesce(btrim(${column}), '') <> ''`;
/** Publishing needs the full address (docs/product/listings.md#drafts-and-publishing)... */
const addressComplete = and(
  filled(spaces.street_address),
  filled(spaces.city),
  filled(spaces.state),
  filled(spaces.postal_code),
)!;
/** ...its pin on the map (docs/product/listings.md#location-on-the-map)... */
const pinned = sql`${spaces.latitude} is not null`;
/** ...and a listed space type (docs/product/listings.md#space-type-suggestions). */
const typeListed = sql`exists (select 1 from ${spaceTypes} where ${spaceTypes.name} = ${spaces.type})`;

/** Listing queries; every write is filtered by the owner's id (docs/product/roles-and-permissions.md#ownership). */
export function createListingRepository(db: Database) {
  const repo = {
    async findOwnRow(id: string, userId: string) {
      const [row] = await db.select(ownerColumns).from(spaces).where(own(id, userId));
      return row;
    },
    async findOwn(id: string, userId: string): Promise<EditableSpace | undefined> {
      const row = await repo.findOwnRow(id, userId);
      return row && toListingDetail(row);
    },
    async insert(userId: string, listing: Listing): Promise<EditableSpace> {
      const [row] = await db
        .insert(spaces)
        .values({ ...listing, user_id: userId, available: true })
        .returning(ownerColumns);
      return toListingDetail(row!);
    },
    async update(
      id: string,
      userId: string,
      listing: Listing,
      now: Date,
    ): Promise<EditableSpace | undefined> {
      const [row] = await db
        .update(spaces)
        .set({ ...listing, updated_at: now })
        .where(own(id, userId))
        .returning(ownerColumns);
      return row && toListingDetail(row);
    },
    async listOwn(userId: string): Promise<OwnSpace[]> {
      const rows = await db
        .select(ownCardColumns)
        .from(spaces)
        .where(eq(spaces.user_id, userId))
        .orderBy(desc(spaces.created_at), desc(spaces.id));
      return rows.map(toOwnCard);
    },
    async setAvailable(
      id: string,
      userId: string,
      available: boolean,
      now: Date,
    ): Promise<OwnSpace | undefined> {
      const [row] = await db
        .update(spaces)
        .set({ available, updated_at: now })
        .where(own(id, userId))
        .returning(ownCardColumns);
      return row && toOwnCard(row);
    },
    /**
     * Publishes or unpublishes. Publishing checks the address and the type in the same statement,
     * so a concurrent edit cannot slip an incomplete address or an unlisted type past it.
     * Undefined: no such own listing, or (publishing) something missing; the caller tells which.
     */
    async setPublished(
      id: string,
      userId: string,
      isPublished: boolean,
      now: Date,
    ): Promise<OwnSpace | undefined> {
      const where = isPublished
        ? and(own(id, userId), addressComplete, pinned, typeListed, isNull(spaces.suspended_at))
        : own(id, userId);
      const [row] = await db
        .update(spaces)
        .set({ is_published: isPublished, updated_at: now })
        .where(where)
        .returning(ownCardColumns);
      return row && toOwnCard(row);
    },
    /** What keeps an own listing from being published; undefined when there is no such listing. */
    async publishBlockers(id: string, userId: string) {
      const [row] = await db
        .select({
          type: spaces.type,
          suspended: sql<boolean>`${spaces.suspended_at} is not null`,
          addressMissing: sql<boolean>`not (${addressComplete})`,
          pinMissing: sql<boolean>`not (${pinned})`,
          typeUnlisted: sql<boolean>`not (${typeListed})`,
        })
        .from(spaces)
        .where(own(id, userId));
      return row;
    },
  };
  return repo;
}

/** Space types and rental categories: the vocabularies the listing form picks from. */
export function createTaxonomyRepository(db: Database) {
  const typeColumns = {
    id: spaceTypes.id,
    name: spaceTypes.name,
    label: spaceTypes.label,
    created_at: spaceTypes.created_at,
  };
  const toType = (row: {
    id: string;
    name: string;
    label: string;
    created_at: Date;
  }): SpaceType => ({
    ...row,
    created_at: row.created_at.toISOString(),
  });
  return {
    async listTypes(): Promise<SpaceType[]> {
      const rows = await db
        .select(typeColumns)
        .from(spaceTypes)
        .orderBy(asc(spaceTypes.label), asc(spaceTypes.name));
      return rows.map(toType);
    },
    async typeExists(name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: spaceTypes.id })
        .from(spaceTypes)
        .where(eq(spaceTypes.name, name));
      return Boolean(row);
    },
    async findType(name: string): Promise<SpaceType | undefined> {
      const [row] = await db.select(typeColumns).from(spaceTypes).where(eq(spaceTypes.name, name));
      return row && toType(row);
    },
    /** Adds a type; a name that exists already answers with the existing type. */
    async addType(input: {
      name: string;
      label: string;
    }): Promise<{ type: SpaceType; created: boolean }> {
      const [created] = await db
        .insert(spaceTypes)
        .values(input)
        .onConflictDoNothing()
        .returning(typeColumns);
      if (created) return { type: toType(created), created: true };
      const [existing] = await db
        .select(typeColumns)
        .from(spaceTypes)
        .where(eq(spaceTypes.name, input.name));
      return { type: toType(existing!), created: false };
    },
    async listCategories(): Promise<RentalCategory[]> {
      const categories = await db
        .select({
          id: rentalCategories.id,
          name: rentalCategories.name,
          label: rentalCategories.label,
          description: rentalCategories.description,
          rental_type: rentalCategories.rental_type,
          display_order: rentalCategories.display_order,
        })
        .from(rentalCategories)
        .where(eq(rentalCategories.is_active, true))
        .orderBy(asc(rentalCategories.display_order), asc(rentalCategories.label));
      if (categories.length === 0) return [];
      const subcategories = await db
        .select({
          id: rentalSubcategories.id,
          name: rentalSubcategories.name,
          label: rentalSubcategories.label,
          category_id: rentalSubcategories.category_id,
        })
        .from(rentalSubcategories)
        .where(
          inArray(
            rentalSubcategories.category_id,
            categories.map((category) => category.id),
          ),
        )
        .orderBy(asc(rentalSubcategories.display_order), asc(rentalSubcategories.label));
      return categories.map((category) => ({
        ...category,
        subcategories: subcategories
          .filter((sub) => sub.category_id === category.id)
          .map(({ id, name, label }) => ({ id, name, label })),
      }));
    },
    /** Whether a category is active and the subcategory (if any) belongs to it. */
    async checkCategory(
      categoryId: string,
      subcategoryId: string | null,
    ): Promise<{ category: boolean; subcategory: boolean }> {
      const [category] = await db
        .select({ id: rentalCategories.id })
        .from(rentalCategories)
        .where(and(eq(rentalCategories.id, categoryId), eq(rentalCategories.is_active, true)));
      if (!category || !subcategoryId) return { category: Boolean(category), subcategory: true };
      const [sub] = await db
        .select({ id: rentalSubcategories.id })
        .from(rentalSubcategories)
        .where(
          and(
            eq(rentalSubcategories.id, subcategoryId),
            eq(rentalSubcategories.category_id, categoryId),
          ),
        );
      return { category: true, subcategory: Boolean(sub) };
    },
  };
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
