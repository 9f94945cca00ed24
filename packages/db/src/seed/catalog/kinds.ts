import type { ListingKind } from './kind.ts';
import { EQUIPMENT_KINDS } from './kinds-equipment.ts';
import { VEHICLE_KINDS } from './kinds-vehicles.ts';
import { PEOPLE_KINDS } from './kinds-people.ts';
import { SPACE_KINDS } from './kinds-spaces.ts';

export { suits, type ListingKind } from './kind.ts';

export const KINDS: ListingKind[] = [
  ...SPACE_KINDS,
  ...VEHICLE_KINDS,
  ...EQUIPMENT_KINDS,
  ...PEOPLE_KINDS,
];

const BY_KEY = new Map(KINDS.map((kind) => [kind.key, kind]));

export function kind(key: string): ListingKind {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`unknown listing kind ${key}`);
  return found;
}
