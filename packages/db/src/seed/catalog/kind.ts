import type {
  CancellationPolicy,
  Condition,
  LocationType,
  RentalType,
} from '@rentspace/core/listings/constants';
import type { Subject } from '../pictures/index.ts';
import type { SpaceTypeName } from './categories.ts';

export interface GearModel {
  brand: string;
  model: string;
  years: [number, number];
}

/** Rental terms in US dollars; the plan converts them to the listing's currency. */
export interface KindTerms {
  depositUsd?: number;
  deliveryFeeUsd?: number;
  insurance?: boolean;
  license?: boolean;
  waiver?: boolean;
  age?: number;
  pickup?: boolean;
  minHours?: number;
  maxHours?: number;
  safety?: string[];
  locationType?: LocationType;
  policies?: CancellationPolicy[];
  conditions?: Condition[];
}

/**
 * A kind of listing the demo offers: its category, space type, the pictures that suit it, and the
 * words and numbers its listings are made from. Placeholders: {area} {city} {brand} {model}.
 */
export interface ListingKind {
  key: string;
  rentalType: RentalType;
  category: string;
  subcategory: string;
  type: SpaceTypeName;
  subjects: Subject[];
  weight: number;
  titles: string[];
  openers: string[];
  details: string[];
  closers: string[];
  amenities: string[];
  capacity: [number, number];
  hourlyUsd: [number, number];
  /** Longer-period prices as multiples of the hourly price, where the kind offers them. */
  multiples?: { day?: number; week?: number; month?: number };
  gear?: GearModel[];
  terms?: KindTerms;
  /** Place keys where this kind makes sense (ATVs need trails); anywhere when absent. */
  onlyIn?: string[];
  /** Place keys where it does not (no sailing in the desert). */
  notIn?: string[];
}

/** True when listings of the kind belong in the place. */
export function suits(kind: ListingKind, placeKey: string): boolean {
  if (kind.onlyIn && !kind.onlyIn.includes(placeKey)) return false;
  return !kind.notIn?.includes(placeKey);
}

/** Closing sentences that suit any vehicle or piece of gear. */
export const GEAR_CLOSERS = [
  'Pickup and return are quick; the host checks everything with you.',
  'Cleaned, charged and checked before every rental.',
  'Ask about delivery if you are nearby.',
];
