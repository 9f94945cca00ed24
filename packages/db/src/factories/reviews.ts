import { faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { RentalType } from '@rentspace/core/listings/constants';
import type { Database } from '../client.ts';
import { reviews } from '../schema/index.ts';

export type ReviewInsert = typeof reviews.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;

/** What guests say, by what they rented: real-sounding comments for tests and the demo. */
export const REVIEW_COMMENTS: Record<RentalType, string[]> = {
  space: [
    'Spotless, bright and exactly as pictured. Check-in was easy and the host replied within minutes.',
    'Great light all afternoon and plenty of power outlets. We will book again for the next shoot.',
    'The room was quiet and comfortable, the Wi-Fi fast. Perfect for our team offsite.',
    'Lovely space with thoughtful touches: coffee, extra chairs and a speaker ready to go.',
    'Good location and a helpful host, though parking nearby took a while to find.',
    'Our guests loved it. Setup and clean-up times were generous and clearly explained.',
  ],
  vehicle: [
    'Clean, well maintained and fun to drive. Pickup and return took five minutes.',
    'The host walked us through everything and even suggested a great route.',
    'Ran perfectly the whole trip. Fuel policy and deposit were clearly explained.',
    'Fantastic day out. Helmets and gear were in great condition.',
    'Slightly late handover, but the vehicle itself was excellent.',
  ],
  equipment: [
    'Everything was charged, cleaned and packed in a case. Saved me buying my own.',
    'Exactly the kit I needed for the weekend project. Delivery was on time.',
    'Well looked after gear and clear instructions. Would rent again.',
    'Great value compared with the hire shops in town.',
    'Worked flawlessly. The host included spare batteries without being asked.',
  ],
  service: [
    'Professional, punctual and genuinely talented. Everyone is still talking about it.',
    'Planned every detail with us beforehand and delivered more than promised.',
    'Relaxed and friendly, which made the whole evening easy. Highly recommended.',
    'Beautiful results and quick turnaround. Worth every penny.',
  ],
  experience: [
    'The highlight of our trip. Our guide knew every story and every shortcut.',
    'Small group, lots of hands-on time and we went home with something we made.',
    'Well organised, good pace and a warm, funny host.',
    'We learned a lot and laughed even more. Book it!',
  ],
};

/**
 * Values for a guest's review of a listing, 4 or 5 stars by default, with a comment that suits a
 * space, published when written unless told otherwise.
 */
export function buildReview(
  values: { space_id: string; user_id: string } & Partial<ReviewInsert>,
): ReviewInsert {
  const written = values.created_at ?? new Date();
  return {
    id: faker.string.uuid(),
    rating: faker.helpers.arrayElement([4, 5]),
    comment: faker.helpers.arrayElement(REVIEW_COMMENTS.space),
    guest_id: values.user_id,
    created_at: written,
    closes_at: written,
    published_at: written,
    ...values,
  };
}

/** Inserts a review and updates the listing's rating and review count. */
export async function createReview(
  db: Database,
  values: { space_id: string; user_id: string } & Partial<ReviewInsert>,
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(buildReview(values)).returning();
  await refreshSpaceRatings(db, [values.space_id]);
  return row as ReviewRow;
}

/**
 * Sets spaces.rating to the mean of their published guest reviews not hidden (0 without any) and review_count
 * to their number.
 */
export async function refreshSpaceRatings(db: Database, spaceIds?: string[]): Promise<void> {
  if (spaceIds && spaceIds.length === 0) return;
  const only = spaceIds
    ? sql`where s.id in (${sql.join(
        spaceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update spaces set rating = agg.mean, review_count = agg.n
    from (
      select s.id, coalesce(avg(r.rating), 0)::float8 as mean, count(r.id)::int as n
      from spaces s left join reviews r on r.space_id = s.id
        and r.author_role = 'guest' and r.published_at is not null and r.hidden_at is null
      ${only}
      group by s.id
    ) agg
    where spaces.id = agg.id`);
}
