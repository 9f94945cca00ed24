import { publicUrl } from '@rentspace/core/media';

export interface HeroSlide {
  badge: string;
  title: string;
  subtitle: string;
  /** A city's hero picture (seeded into storage with its 400 and 800 px copies). */
  image: string;
}

const hero = (slug: string) => publicUrl('spaces', `cities/${slug}/hero.webp`);

/** The home hero's ten slides (docs/product/pages-and-messages.md#home): badge, title, subtitle, two buttons. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    badge: 'Save up to 70%',
    title: 'Rent the space, not the lease',
    subtitle:
      'Studios, meeting rooms and venues by the hour, day, week or month. Pay only for the time you use.',
    image: hero('new-york'),
  },
  {
    badge: 'Photo & film',
    title: 'Studios ready for your next shoot',
    subtitle:
      'Cycloramas, blackout and daylight lofts with power for your lights, booked by the hour.',
    image: hero('los-angeles'),
  },
  {
    badge: 'Meetings',
    title: 'A boardroom for the morning you need it',
    subtitle:
      'Glass rooms with screens and coffee close to transit. Book two hours, not a whole month.',
    image: hero('chicago'),
  },
  {
    badge: 'Water sports',
    title: 'Kayaks, boats and paddleboards by the bay',
    subtitle: 'Rent gear and boats from local owners, with safety equipment included.',
    image: hero('san-diego'),
  },
  {
    badge: 'Powersports',
    title: 'ATVs and dirt bikes for the desert trails',
    subtitle: 'Helmets included, delivery available, and insurance protection for every ride.',
    image: hero('phoenix'),
  },
  {
    badge: 'Events',
    title: 'Venues for launches, dinners and parties',
    subtitle: 'Warehouses, rooftops and courtyards from Shoreditch to King’s Cross.',
    image: hero('london'),
  },
  {
    badge: 'Experiences',
    title: 'Cooking classes and tours with local hosts',
    subtitle: 'Learn from people who know their city, in small groups, by the hour.',
    image: hero('tokyo'),
  },
  {
    badge: 'Creative spaces',
    title: 'Ateliers with north light and high ceilings',
    subtitle: 'A painter’s studio, a showroom or a rehearsal room, for a day or a week.',
    image: hero('paris'),
  },
  {
    badge: 'Owners keep 90%',
    title: 'Earn from the space you already have',
    subtitle:
      'Listing is free. The platform fee is 10%, and payouts go out 24 hours after each booking.',
    image: hero('sydney'),
  },
  {
    badge: 'Secure payments',
    title: 'Verified renters, protected bookings',
    subtitle:
      'Every renter is verified, every card payment is secure and every booking carries $1M liability insurance.',
    image: hero('dubai'),
  },
];
