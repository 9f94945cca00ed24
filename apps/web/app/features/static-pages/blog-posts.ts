export const BLOG_CATEGORIES = [
  'Hosting tips',
  'Renter guides',
  'City guides',
  'Company news',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  slug: string;
  title: string;
  category: BlogCategory;
  date: string;
  minutes: number;
  excerpt: string;
  body: string[];
}

/** Posts shown before Load More, and how many more each press shows. */
export const BLOG_PAGE_SIZE = 6;

/** The posts of a category (all with null) that the page shows after `pages` presses of Load More. */
export function visiblePosts(
  posts: readonly BlogPost[],
  category: BlogCategory | null,
  pages: number,
) {
  const matching = category ? posts.filter((post) => post.category === category) : posts;
  const shown = matching.slice(0, BLOG_PAGE_SIZE * (pages + 1));
  return { shown, more: matching.length > shown.length };
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'price-your-studio-by-the-hour',
    title: 'How to price your studio by the hour',
    category: 'Hosting tips',
    date: '2026-11-02',
    minutes: 6,
    excerpt:
      'Start from what a month costs you, then work out the hours you can realistically fill.',
    body: [
      'Divide your monthly rent and running costs by the hours you expect to rent out, not by every hour in the month. A studio booked 40 hours a month needs a very different hourly rate from one booked 120.',
      'Offer a day price of about six to seven hours and a weekly price of about four days. Renters who need more time book longer, and you spend less time on changeovers.',
      'Check the rates in your city on its Rentspace page: the average hourly rate is computed from the listings there today.',
    ],
  },
  {
    slug: 'first-photo-shoot-rental',
    title: 'Booking your first photo studio: a checklist',
    category: 'Renter guides',
    date: '2026-10-21',
    minutes: 5,
    excerpt:
      'Backdrops, power, parking and load-in: ask before you book, not when the model arrives.',
    body: [
      'Read the amenities: a cyclorama, blackout blinds and enough sockets for your lights matter more than square metres.',
      'Book an extra hour for set-up and strike. Hourly bookings start on the hour between 09:00 and 21:00 in the studio’s own time zone.',
      'Message the host about parking and the freight elevator. Most hosts answer within an hour.',
    ],
  },
  {
    slug: 'riverview-weekend',
    title: 'A weekend on the water in Riverview, Florida',
    category: 'City guides',
    date: '2026-10-09',
    minutes: 4,
    excerpt:
      'Kayaks on the Alafia River, a garden venue for the evening and a studio for the photos.',
    body: [
      'Riverview sits on the Alafia River a short drive from Tampa. Rent a kayak in the morning, when the water is calm and the manatees are about.',
      'Waterfront lawns and event-ready barns host birthdays and small weddings; book them by the hour for the afternoon.',
    ],
  },
  {
    slug: 'insurance-explained',
    title: 'What the $1M liability insurance covers',
    category: 'Company news',
    date: '2026-09-30',
    minutes: 7,
    excerpt: 'Who is protected, for what, and what to do if something goes wrong during a booking.',
    body: [
      'Every booking carries liability insurance of up to $1M for injury to other people and damage to their property during the rental.',
      'Report an incident from your booking within 24 hours through the contact form with the subject Support, with photos if you can.',
    ],
  },
  {
    slug: 'listing-photos',
    title: 'Five photos every listing needs',
    category: 'Hosting tips',
    date: '2026-09-18',
    minutes: 5,
    excerpt: 'The wide shot, the light, the details, the entrance and the space in use.',
    body: [
      'The first photo is your cover on every card: shoot it wide, in daylight, from a corner.',
      'Show the entrance and the way in, so renters know where to go, and one photo of the space in use.',
    ],
  },
  {
    slug: 'london-east',
    title: 'East London’s best rooms for a launch',
    category: 'City guides',
    date: '2026-09-04',
    minutes: 6,
    excerpt:
      'Warehouses in Hackney Wick, canal-side rooms in King’s Cross and Shoreditch rooftops.',
    body: [
      'Hackney Wick’s warehouses take a hundred guests and a sound system without complaint.',
      'For a smaller crowd, King’s Cross has glass rooms over the canal that work for breakfast presentations.',
    ],
  },
  {
    slug: 'rent-dont-buy-tools',
    title: 'Rent, don’t buy: power tools for a weekend project',
    category: 'Renter guides',
    date: '2026-08-22',
    minutes: 4,
    excerpt: 'A tile saw you use twice a year costs more to store than to rent.',
    body: [
      'Renting a professional tile saw, a sander or a pressure washer for a weekend costs a fraction of buying one, and you get a tool that is maintained.',
      'Look for listings with delivery if you do not have a van; many owners drop off and pick up for a small fee.',
    ],
  },
  {
    slug: 'payouts-faster',
    title: 'Payouts now go out 24 hours after each booking',
    category: 'Company news',
    date: '2026-08-08',
    minutes: 3,
    excerpt: 'Owners keep 90% of the rental price, paid out a day after the booking ends.',
    body: [
      'Payouts are released 24 hours after a booking ends and arrive in 3-5 business days, depending on your bank.',
      'Connect your payout account from your dashboard before your first booking so nothing waits.',
    ],
  },
  {
    slug: 'tokyo-cooking',
    title: 'Learning to cook in Tokyo, one class at a time',
    category: 'City guides',
    date: '2026-07-25',
    minutes: 5,
    excerpt: 'Ramen in Shibuya, knife skills in Nakameguro and a market tour before breakfast.',
    body: [
      'Small cooking classes run by local hosts are the easiest way into Tokyo’s food, and most take two to three hours.',
      'Book the market tour for an early start; prices are in yen and include the ingredients.',
    ],
  },
  {
    slug: 'calendar-rules',
    title: 'Keep your calendar honest',
    category: 'Hosting tips',
    date: '2026-07-10',
    minutes: 4,
    excerpt: 'Block the hours you need and pause your listing when you are away.',
    body: [
      'A booking can never overlap another on your calendar, so block the hours you use the space yourself.',
      'Going away? Switch your listing to unavailable from My Listings and switch it back when you return.',
    ],
  },
  {
    slug: 'cancel-without-stress',
    title: 'Flexible, moderate or strict? Choosing with confidence',
    category: 'Renter guides',
    date: '2026-06-27',
    minutes: 5,
    excerpt:
      'Read the policy on the listing before you pay: it decides your refund if plans change.',
    body: [
      'Flexible listings refund in full when you cancel 24 hours or more before the start; moderate ones 5 days or more before; strict ones refund half 7 days or more before.',
      'Refunds take 5-7 business days to reach your card.',
    ],
  },
  {
    slug: 'hundred-thousand',
    title: 'Thank you, 100,000 times',
    category: 'Company news',
    date: '2026-06-12',
    minutes: 3,
    excerpt: 'What we learned from our first hundred thousand renters and owners.',
    body: [
      'The most booked listings are not the largest; they are the ones with clear photos, honest descriptions and quick replies.',
      'Next up: more cities, more currencies and even faster payouts.',
    ],
  },
];
