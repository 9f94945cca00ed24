import type { RentalType } from '@rentspace/core/listings/constants';

export interface CategorySeed {
  name: string;
  label: string;
  description: string;
  rental_type: RentalType;
  /** [name, label]; the popular shortcuts (photo-studio, atv-dirtbike, ...) are subcategory names. */
  subcategories: [string, string][];
}

/** Rental categories in display order; only 'party-rentals' is inactive, to show the flag. */
export const CATEGORIES: CategorySeed[] = [
  {
    name: 'studios-creative',
    label: 'Studios & Creative Spaces',
    description: 'Photo, podcast and rehearsal studios by the hour.',
    rental_type: 'space',
    subcategories: [
      ['photo-studio', 'Photo Studio'],
      ['podcast-studio', 'Podcast Studio'],
      ['rehearsal-room', 'Rehearsal Room'],
    ],
  },
  {
    name: 'meetings-offices',
    label: 'Meetings & Offices',
    description: 'Boardrooms, workshop rooms and day offices.',
    rental_type: 'space',
    subcategories: [
      ['meeting-room', 'Meeting Room'],
      ['coworking', 'Coworking Desk'],
      ['private-office', 'Private Office'],
    ],
  },
  {
    name: 'events-venues',
    label: 'Events & Venues',
    description: 'Courtyards, halls and rooftops for parties and launches.',
    rental_type: 'space',
    subcategories: [
      ['event-hall', 'Event Hall'],
      ['rooftop-terrace', 'Rooftop Terrace'],
      ['garden-venue', 'Garden Venue'],
    ],
  },
  {
    name: 'kitchens',
    label: 'Kitchens & Food Spaces',
    description: 'Licensed kitchens for pop-ups, classes and test batches.',
    rental_type: 'space',
    subcategories: [
      ['commercial-kitchen', 'Commercial Kitchen'],
      ['teaching-kitchen', 'Teaching Kitchen'],
    ],
  },
  {
    name: 'cars-vans',
    label: 'Cars & Vans',
    description: 'Camper vans, convertibles and cargo vans.',
    rental_type: 'vehicle',
    subcategories: [
      ['campervan', 'Camper Van'],
      ['convertible', 'Convertible'],
      ['cargo-van', 'Cargo Van'],
    ],
  },
  {
    name: 'powersports',
    label: 'Powersports',
    description: 'ATVs, dirt bikes and side-by-sides for the trails.',
    rental_type: 'vehicle',
    subcategories: [
      ['atv-dirtbike', 'ATV & Dirt Bike'],
      ['side-by-side', 'Side-by-Side'],
    ],
  },
  {
    name: 'boats',
    label: 'Boats',
    description: 'Sailboats and motorboats with or without a skipper.',
    rental_type: 'vehicle',
    subcategories: [
      ['sailboat', 'Sailboat'],
      ['motorboat', 'Motorboat'],
    ],
  },
  {
    name: 'outdoor-sports',
    label: 'Outdoor & Sports Gear',
    description: 'Kayaks, paddleboards and camping kit.',
    rental_type: 'equipment',
    subcategories: [
      ['water-sports', 'Water Sports'],
      ['camping-gear', 'Camping Gear'],
      ['bikes', 'Bikes'],
    ],
  },
  {
    name: 'photo-video',
    label: 'Photo & Video Gear',
    description: 'Cameras, lenses, lights and drones.',
    rental_type: 'equipment',
    subcategories: [
      ['camera-photo', 'Cameras & Lenses'],
      ['lighting', 'Lighting'],
      ['drones', 'Drones'],
    ],
  },
  {
    name: 'tools-diy',
    label: 'Tools & DIY',
    description: 'Power tools and ladders for the weekend project.',
    rental_type: 'equipment',
    subcategories: [
      ['power-tools', 'Power Tools'],
      ['ladders-scaffolding', 'Ladders & Scaffolding'],
    ],
  },
  {
    name: 'home-garden',
    label: 'Home & Garden',
    description: 'Mowers, trimmers and everything for the yard.',
    rental_type: 'equipment',
    subcategories: [
      ['yard-garden', 'Yard & Garden'],
      ['cleaning', 'Cleaning Machines'],
    ],
  },
  {
    name: 'chefs-catering',
    label: 'Chefs & Catering',
    description: 'Private chefs and caterers who come to you.',
    rental_type: 'service',
    subcategories: [
      ['private-chef', 'Private Chef'],
      ['catering', 'Catering'],
    ],
  },
  {
    name: 'creative-services',
    label: 'Photo & Creative Services',
    description: 'Photographers and videographers by the hour.',
    rental_type: 'service',
    subcategories: [
      ['photography', 'Photography'],
      ['videography', 'Videography'],
    ],
  },
  {
    name: 'tours',
    label: 'Tours',
    description: 'Walking, food and boat tours with local guides.',
    rental_type: 'experience',
    subcategories: [
      ['city-tours', 'City Tours'],
      ['food-tours', 'Food Tours'],
      ['boat-tours', 'Boat Tours'],
    ],
  },
  {
    name: 'classes-workshops',
    label: 'Classes & Workshops',
    description: 'Hands-on classes: ceramics, cooking and more.',
    rental_type: 'experience',
    subcategories: [
      ['pottery-class', 'Pottery Class'],
      ['cooking-class', 'Cooking Class'],
    ],
  },
  {
    name: 'party-rentals',
    label: 'Party Rentals',
    description: 'Tents, tables and chairs (coming soon).',
    rental_type: 'equipment',
    subcategories: [
      ['tents', 'Tents'],
      ['tables-chairs', 'Tables & Chairs'],
    ],
  },
];

/**
 * Space types as [label]; the stored name is the label lowercased
 * (docs/product/listings.md#categories-and-space-types).
 */
export const SPACE_TYPE_LABELS = [
  'Studio',
  'Office',
  'Venue',
  'Rooftop',
  'Kitchen',
  'Van',
  'Car',
  'ATV',
  'Boat',
  'Watercraft',
  'Camera',
  'Tools',
  'Garden',
  'Chef',
  'Photographer',
  'Tour',
  'Workshop',
] as const;

export type SpaceTypeName = Lowercase<(typeof SPACE_TYPE_LABELS)[number]>;
