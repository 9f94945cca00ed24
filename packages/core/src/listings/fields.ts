import type { CancellationPolicy, Condition, LocationType, RentalType } from './constants.ts';

/** The listing fields that only some rental types show; every other field is shown for all. */
export const CONDITIONAL_FIELDS = [
  'brand',
  'model',
  'year',
  'condition',
  'safety_equipment_included',
  'deposit_required',
  'deposit_amount',
  'insurance_required',
  'location_type',
  'delivery_available',
  'delivery_fee',
  'pickup_available',
  'license_required',
  'age_restriction',
  'waiver_required',
] as const;
export type ConditionalField = (typeof CONDITIONAL_FIELDS)[number];

const DEPOSIT = ['deposit_required', 'deposit_amount'] as const;
const DELIVERY = ['delivery_available', 'delivery_fee', 'pickup_available'] as const;
const GEAR = ['brand', 'model', 'year', 'condition', 'safety_equipment_included'] as const;

/**
 * Which conditional fields each rental type shows. A room has no brand or model year; a service
 * has no delivery; an experience asks for a waiver and an age limit rather than a licence.
 */
export const FIELDS_BY_RENTAL_TYPE: Record<RentalType, ReadonlySet<ConditionalField>> = {
  space: new Set([...DEPOSIT, 'insurance_required', 'age_restriction']),
  vehicle: new Set([
    ...GEAR,
    ...DEPOSIT,
    ...DELIVERY,
    'insurance_required',
    'location_type',
    'license_required',
    'age_restriction',
    'waiver_required',
  ]),
  equipment: new Set([
    ...GEAR,
    ...DEPOSIT,
    ...DELIVERY,
    'insurance_required',
    'location_type',
    'license_required',
    'age_restriction',
    'waiver_required',
  ]),
  service: new Set(['insurance_required', 'location_type']),
  experience: new Set([
    'safety_equipment_included',
    'insurance_required',
    'location_type',
    'age_restriction',
    'waiver_required',
  ]),
};

/** True when the form shows `field` for listings of `rentalType`. */
export function showsField(rentalType: RentalType, field: ConditionalField): boolean {
  return FIELDS_BY_RENTAL_TYPE[rentalType].has(field);
}

/** The value a hidden field takes: the column's default, so a hidden field never keeps stale input. */
export const HIDDEN_FIELD_VALUES: {
  brand: null;
  model: null;
  year: null;
  condition: Condition;
  safety_equipment_included: string[];
  deposit_required: false;
  deposit_amount: null;
  insurance_required: false;
  location_type: LocationType;
  delivery_available: false;
  delivery_fee: null;
  pickup_available: false;
  license_required: false;
  age_restriction: null;
  waiver_required: false;
} = {
  brand: null,
  model: null,
  year: null,
  condition: 'good',
  safety_equipment_included: [],
  deposit_required: false,
  deposit_amount: null,
  insurance_required: false,
  location_type: 'fixed',
  delivery_available: false,
  delivery_fee: null,
  pickup_available: false,
  license_required: false,
  age_restriction: null,
  waiver_required: false,
};

type Normalizable = { rental_type: RentalType } & { [K in ConditionalField]: unknown } & {
  deposit_required: boolean;
  delivery_available: boolean;
};

/**
 * Resets the fields the listing's rental type does not show, and the amounts whose switch is off
 * (a deposit amount without a required deposit, a delivery fee without delivery).
 */
export function normalizeForRentalType<T extends Normalizable>(listing: T): T {
  const result: Record<string, unknown> = { ...listing };
  for (const field of CONDITIONAL_FIELDS) {
    if (!showsField(listing.rental_type, field)) result[field] = HIDDEN_FIELD_VALUES[field];
  }
  if (!result.deposit_required) result.deposit_amount = null;
  if (!result.delivery_available) result.delivery_fee = null;
  return result as T;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';
