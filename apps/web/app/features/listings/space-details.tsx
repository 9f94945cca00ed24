import { Check, MapPinned } from 'lucide-react';
import type { SpaceDetail } from '@rentspace/core/bookings/api';
import { formatMoney } from '@rentspace/core/money/currencies';
import { showsField, type ConditionalField } from '@rentspace/core/listings/fields';
import { policySentence } from '~/lib/cancellation-policy';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the host said of the item itself (make, model, year, condition, safety gear), as kept. */
function details(space: SpaceDetail): [string, string][] {
  const shows = (field: ConditionalField) => showsField(space.rental_type, field);
  const rows: [string, string | null | false][] = [
    ['Brand', shows('brand') && space.brand],
    ['Model', shows('model') && space.model],
    ['Year', shows('year') && space.year !== null && String(space.year)],
    ['Condition', shows('condition') && capitalised(space.condition)],
    [
      'Safety equipment included',
      shows('safety_equipment_included') && space.safety_equipment_included.join(', '),
    ],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

function terms(space: SpaceDetail): string[] {
  const money = (minor: number | null) => (minor ? formatMoney(minor, space.currency) : null);
  return [
    showsField(space.rental_type, 'location_type') &&
      `Location type: ${capitalised(space.location_type)}`,
    space.deposit_required &&
      `Deposit required${money(space.deposit_amount) ? `: ${money(space.deposit_amount)}` : ''}`,
    space.insurance_required && 'Insurance required',
    space.license_required && 'Licence required',
    space.waiver_required && 'Waiver required',
    space.age_restriction && `Minimum age ${space.age_restriction}`,
    space.delivery_available &&
      `Delivery available${money(space.delivery_fee) ? ` (${money(space.delivery_fee)})` : ''}`,
    space.pickup_available && 'Pickup available',
  ].filter((term): term is string => Boolean(term));
}

/** Description, amenities, rental terms, cancellation policy, and the address when it is shared. */
export function SpaceDetails({ space }: { space: SpaceDetail }) {
  const rentalTerms = terms(space);
  const itemDetails = details(space);
  const address = [
    space.street_address,
    space.unit_number,
    space.city,
    [space.state, space.postal_code].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="space-y-8">
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-xl font-semibold">
          About this space
        </h2>
        <p className="mt-2 whitespace-pre-line text-muted">{space.description}</p>
      </section>
      {space.amenities.length > 0 && (
        <section aria-labelledby="amenities-heading">
          <h2 id="amenities-heading" className="text-xl font-semibold">
            Amenities
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {space.amenities.map((amenity) => (
              <li key={amenity} className="flex items-center gap-2">
                <Check className="size-4 text-brand-600" aria-hidden /> {amenity}
              </li>
            ))}
          </ul>
        </section>
      )}
      {itemDetails.length > 0 && (
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-xl font-semibold">
            Details
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {itemDetails.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby="terms-heading">
        <h2 id="terms-heading" className="text-xl font-semibold">
          Good to know
        </h2>
        <ul className="mt-2 space-y-1 text-muted">
          {rentalTerms.map((term) => (
            <li key={term}>{term}</li>
          ))}
          <li>Cancellation policy: {policySentence(space.cancellation_policy)}</li>
          {space.booking_mode === 'request' && (
            <li>
              Request to book: the host accepts or declines within 24 hours, and your card is
              charged only if they accept.
            </li>
          )}
        </ul>
      </section>
      {!space.address_visible && (
        <p className="inline-flex items-center gap-2 text-sm text-muted">
          <MapPinned className="size-4" aria-hidden /> The exact address is shared once your booking
          is confirmed.
        </p>
      )}
      {space.address_visible && address && (
        <section aria-labelledby="address-heading" className="rounded-2xl bg-brand-50 p-4">
          <h2
            id="address-heading"
            className="inline-flex items-center gap-2 font-semibold text-brand-800"
          >
            <MapPinned className="size-4" aria-hidden /> Address
          </h2>
          <p className="mt-1">{address}</p>
        </section>
      )}
    </div>
  );
}
