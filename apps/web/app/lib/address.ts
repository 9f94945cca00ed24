/** The parts of a listing's address, as the API gives them (any may be missing). */
export interface AddressParts {
  street_address: string | null;
  unit_number: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country?: string | null;
}

/** '12 Pier Road, Unit 4, Portland, ME 04101, United States': the parts given, in reading order. */
export function formatAddress(address: AddressParts): string {
  return [
    address.street_address,
    address.unit_number,
    address.city,
    [address.state, address.postal_code].filter(Boolean).join(' '),
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}
