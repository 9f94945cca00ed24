import { faker } from '@faker-js/faker';
import type { Database } from '../client.ts';
import { rentalCategories, rentalSubcategories, spaceTypes, spaces } from '../schema/index.ts';

export type SpaceInsert = typeof spaces.$inferInsert;
export type SpaceRow = typeof spaces.$inferSelect;
export type SpaceTypeRow = typeof spaceTypes.$inferSelect;
export type CategoryInsert = typeof rentalCategories.$inferInsert;
export type CategoryRow = typeof rentalCategories.$inferSelect;
export type SubcategoryRow = typeof rentalSubcategories.$inferSelect;

const AMENITIES = [
  'Wi-Fi',
  'Air conditioning',
  'Natural light',
  'Parking',
  'Restroom',
  'Kitchenette',
  'Sound system',
];
const KINDS = ['Photo Studio', 'Meeting Room', 'Loft', 'Workshop', 'Event Space', 'Rooftop'];
const MOODS = ['Sunny', 'Quiet', 'Spacious', 'Cosy', 'Modern', 'Industrial'];

/** Values for a published, available listing in New York priced in US cents; override anything. */
export function buildSpace(values: { user_id: string } & Partial<SpaceInsert>): SpaceInsert {
  const kind = faker.helpers.arrayElement(KINDS);
  return {
    id: faker.string.uuid(),
    title: `${faker.helpers.arrayElement(MOODS)} ${kind}`,
    description: `A ${kind.toLowerCase()} ready for meetings, shoots and workshops. ${faker.company.catchPhrase()}.`,
    type: 'studio',
    rental_type: 'space',
    hourly_price: faker.number.int({ min: 20, max: 200 }) * 100,
    currency: 'USD',
    location: 'New York',
    country: 'United States',
    capacity: faker.number.int({ min: 1, max: 40 }),
    street_address: faker.location.streetAddress(),
    city: 'New York',
    state: 'NY',
    postal_code: faker.location.zipCode('#####'),
    time_zone: 'America/New_York',
    latitude: 40.71427,
    longitude: -74.00597,
    amenities: faker.helpers.arrayElements(AMENITIES, 3),
    is_published: true,
    available: true,
    ...values,
  };
}

/** Inserts a listing. */
export async function createSpace(
  db: Database,
  values: { user_id: string } & Partial<SpaceInsert>,
): Promise<SpaceRow> {
  const [row] = await db.insert(spaces).values(buildSpace(values)).returning();
  return row as SpaceRow;
}

/** Values for a space type: the name is the label lowercased, as the create-listing form stores it. */
export function buildSpaceType(overrides: { label?: string; name?: string } = {}) {
  const label =
    overrides.label ??
    `${faker.word.adjective()} ${faker.word.noun()}`.replace(/\b\w/g, (c) => c.toUpperCase());
  return { id: faker.string.uuid(), label, name: overrides.name ?? label.toLowerCase() };
}

export async function createSpaceType(
  db: Database,
  overrides: { label?: string; name?: string } = {},
): Promise<SpaceTypeRow> {
  const [row] = await db.insert(spaceTypes).values(buildSpaceType(overrides)).returning();
  return row as SpaceTypeRow;
}

export interface SubcategoryValues {
  id?: string;
  name: string;
  label: string;
  display_order?: number;
}

export function buildCategory(overrides: Partial<CategoryInsert> = {}): CategoryInsert {
  const label = overrides.label ?? `${faker.commerce.department()} ${faker.string.alphanumeric(4)}`;
  return {
    id: faker.string.uuid(),
    name: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    label,
    description: `Rent ${label.toLowerCase()} by the hour or the day.`,
    is_active: true,
    display_order: 0,
    ...overrides,
  };
}

/** Inserts a rental category with its subcategories (in the order given unless display_order says). */
export async function createCategory(
  db: Database,
  values: Partial<CategoryInsert> & { subcategories?: SubcategoryValues[] } = {},
): Promise<CategoryRow & { subcategories: SubcategoryRow[] }> {
  const { subcategories = [], ...overrides } = values;
  const [category] = (await db
    .insert(rentalCategories)
    .values(buildCategory(overrides))
    .returning()) as CategoryRow[];
  if (!category) throw new Error('category insert returned nothing');
  const children = subcategories.length
    ? await db
        .insert(rentalSubcategories)
        .values(
          subcategories.map((sub, i) => ({
            id: sub.id ?? faker.string.uuid(),
            category_id: category.id,
            name: sub.name,
            label: sub.label,
            display_order: sub.display_order ?? i,
          })),
        )
        .returning()
    : [];
  return { ...category, subcategories: children };
}
