import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { SpaceDetail } from '@rentspace/core/bookings/api';
import { SpaceDetails } from './space-details';

/** The fields the details read; the rest of a listing does not matter here. */
const BASE = {
  description: 'A camper van for the coast.',
  amenities: [],
  currency: 'EUR',
  brand: null,
  model: null,
  year: null,
  condition: 'good',
  safety_equipment_included: [],
  location_type: 'fixed',
  deposit_required: false,
  deposit_amount: null,
  insurance_required: false,
  delivery_available: false,
  delivery_fee: null,
  pickup_available: false,
  license_required: false,
  age_restriction: null,
  waiver_required: false,
  cancellation_policy: 'flexible',
  booking_mode: 'instant',
  address_visible: false,
} as const;

const listing = (fields: Partial<SpaceDetail>) => ({ ...BASE, ...fields }) as SpaceDetail;

describe('SpaceDetails', () => {
  it('shows a vehicle’s make, model, year, condition, safety gear and where it is', () => {
    render(
      <SpaceDetails
        space={listing({
          rental_type: 'vehicle',
          brand: 'Volkswagen',
          model: 'California',
          year: 2021,
          condition: 'excellent',
          safety_equipment_included: ['First aid kit', 'Fire extinguisher'],
          location_type: 'mobile',
        })}
      />,
    );
    const details = screen.getByRole('region', { name: 'Details' });
    const pairs = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Brand: Volkswagen',
      'Model: California',
      'Year: 2021',
      'Condition: Excellent',
      'Safety equipment included: First aid kit, Fire extinguisher',
    ]);
    const terms = screen.getByRole('region', { name: 'Good to know' });
    expect(within(terms).getByText('Location type: Mobile')).toBeInTheDocument();
  });

  it('shows an experience its safety gear only, and a room none of it', () => {
    const { unmount } = render(
      <SpaceDetails
        space={listing({
          rental_type: 'experience',
          safety_equipment_included: ['Helmet'],
          brand: 'Left from a vehicle',
        })}
      />,
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Safety equipment included']);
    expect(screen.queryByText('Left from a vehicle')).not.toBeInTheDocument();
    unmount();

    render(<SpaceDetails space={listing({ rental_type: 'space' })} />);
    expect(screen.queryByRole('region', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Location type/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Condition/)).not.toBeInTheDocument();
  });
});
