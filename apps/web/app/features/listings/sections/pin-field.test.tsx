import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { emptyListingForm, type ListingFormValues } from '@rentspace/core/listings/form';
import type { Listing } from '@rentspace/core/listings/schema';
import { ApiRequestError } from '~/lib/api';
import { PinField } from './pin-field';

const placeCentre = vi.hoisted(() => vi.fn());
vi.mock('../api', () => ({ listingsApi: { placeCentre } }));
// The map itself loads lazily in the browser; here only the fields and the hint matter.
vi.mock('~/components/map/lazy-maps', () => ({ LazyPinPicker: () => null }));

function Pin({ values }: { values: Partial<ListingFormValues> }) {
  const form = useForm<ListingFormValues, unknown, Listing>({
    defaultValues: { ...emptyListingForm('Europe/Berlin'), ...values },
  });
  return (
    <>
      <input aria-label="City" {...form.register('city')} />
      <PinField form={form} />
    </>
  );
}

describe('PinField', () => {
  it('says when the place is not in the list of cities, and no more once one is found', async () => {
    placeCentre.mockImplementation(async ({ city }: { city: string }) => {
      if (city === 'Atlantis')
        throw new ApiRequestError(404, 'not_found', 'This place is not in our list of cities');
      return { lat: 52.52, lng: 13.4 };
    });
    render(<Pin values={{ city: 'Atlantis', country: 'Germany' }} />);
    expect(
      await screen.findByText('This place is not in our list of cities; place the pin on the map'),
    ).toBeVisible();
    expect(screen.getByLabelText('Latitude')).toHaveValue('');

    const city = screen.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Berlin');
    expect(await screen.findByDisplayValue('52.52')).toBeVisible();
    expect(screen.queryByText(/not in our list of cities/)).not.toBeInTheDocument();
  });

  it('says nothing when the place cannot be looked up for another reason', async () => {
    placeCentre.mockRejectedValue(new Error('offline'));
    render(<Pin values={{ city: 'Berlin', country: 'Germany' }} />);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText(/not in our list of cities/)).not.toBeInTheDocument();
  });
});
