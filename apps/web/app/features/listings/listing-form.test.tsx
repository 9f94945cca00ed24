import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { emptyListingForm, type ListingFormValues } from '@rentspace/core/listings/form';
import type { Listing } from '@rentspace/core/listings/schema';
import { ApiRequestError } from '~/lib/api';
import { ListingForm } from './listing-form';

const CHOICES = {
  spaceTypes: [
    {
      id: 'd3c1b2a0-0000-4000-8000-000000000001',
      name: 'studio',
      label: 'Studio',
      created_at: '2030-01-01T00:00:00Z',
    },
  ],
  pendingTypes: [],
  categories: [],
  categoriesError: null,
  typesError: null,
};

/** A complete listing, address included: it may be published. */
const LIVE: ListingFormValues = {
  ...emptyListingForm('America/New_York'),
  title: 'Sunny loft',
  description: 'A bright loft with north light.',
  type: 'studio',
  hourly_price: '40',
  capacity: '6',
  location: 'Brooklyn',
  country: 'United States',
  amenities: 'Wi-Fi, Lights',
  street_address: '12 Water St',
  city: 'New York',
  state: 'NY',
  postal_code: '11201',
  is_published: true,
};

function renderForm(initialValues: ListingFormValues, live?: boolean) {
  const onSave = vi.fn(async (_listing: Listing) => {});
  render(
    <ListingForm
      initialValues={initialValues}
      choices={CHOICES}
      failureMessage="Failed to update listing"
      cancelTo="/my-listings"
      onSave={onSave}
      live={live}
    />,
    { wrapper: MemoryRouter },
  );
  return { onSave, user: userEvent.setup() };
}

describe('ListingForm buttons', () => {
  it('offers a new listing or a draft the spec’s two: Save as Draft and Publish Listing', () => {
    renderForm(emptyListingForm('UTC'));
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish Listing' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('saves a live listing’s changes and keeps it published', async () => {
    const { onSave, user } = renderForm(LIVE, true);
    expect(screen.queryByRole('button', { name: 'Publish Listing' })).toBeNull();
    await user.clear(screen.getByLabelText('Hourly rate (USD)'));
    await user.type(screen.getByLabelText('Hourly rate (USD)'), '55');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ is_published: true, hourly_price: 5500 });
  });

  it('checks a live listing’s changes as for publishing: the address stays required', async () => {
    const { onSave, user } = renderForm(LIVE, true);
    await user.clear(screen.getByLabelText('Street address'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      (await screen.findAllByText('Complete address is required to publish a listing')).length,
    ).toBeGreaterThan(0);
    expect(onSave).not.toHaveBeenCalled();
    // Only the address is wrong: the summary says only that.
    expect(screen.queryByText('Please check the highlighted fields.')).toBeNull();
  });

  it('says the other fields too when more than the address is wrong', async () => {
    const { onSave, user } = renderForm(LIVE, true);
    await user.clear(screen.getByLabelText('Street address'));
    await user.clear(screen.getByLabelText('Hourly rate (USD)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeVisible();
    expect(
      screen.getAllByText('Complete address is required to publish a listing').length,
    ).toBeGreaterThan(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('unpublishes a live listing: saved as a draft', async () => {
    const { onSave, user } = renderForm(LIVE, true);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ is_published: false });
  });
});

describe('ListingForm opening hours and booking rules', () => {
  it('starts every day open 09:00 to 21:00 and saves the hours and rules the host sets', async () => {
    const { onSave, user } = renderForm(LIVE, true);
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    expect(screen.getByLabelText('Monday first start')).toHaveValue('9');
    expect(screen.getByLabelText('Monday last start')).toHaveValue('21');
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    expect(screen.queryByLabelText('Sunday first start')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Saturday first start'), '12');
    await user.selectOptions(screen.getByLabelText('Saturday last start'), '16');
    await user.selectOptions(screen.getByLabelText('Minimum notice'), '24 hours');
    await user.selectOptions(screen.getByLabelText('Booking window'), '3 months');
    await user.selectOptions(screen.getByLabelText('Buffer between bookings'), '30 minutes');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0];
    expect(saved).toMatchObject({
      min_notice_hours: 24,
      booking_window_months: 3,
      buffer_minutes: 30,
    });
    expect(saved.opening_hours[0]).toBeNull();
    expect(saved.opening_hours[1]).toEqual({ from: 9, to: 21 });
    expect(saved.opening_hours[6]).toEqual({ from: 12, to: 16 });
  });

  it('refuses a daily rate no rental of the durations can book, and clears it as they change', async () => {
    const { onSave, user } = renderForm(
      { ...LIVE, daily_price: '300', max_rental_duration: '8' },
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = 'No booking by the day fits rentals of 1 hour to 8 hours';
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText(/Daily rate/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    // A day fits rentals of up to 24 hours: the message goes as the maximum is typed.
    const max = screen.getByLabelText(/Maximum rental/);
    await user.clear(max);
    await user.type(max, '24');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(screen.getByLabelText(/Daily rate/)).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ daily_price: 30000, max_rental_duration: 24 });
  });

  it('shows a day whose last start is before its first under that day, and saves nothing', async () => {
    const { onSave, user } = renderForm(LIVE, true);
    await user.selectOptions(screen.getByLabelText('Tuesday first start'), '18');
    await user.selectOptions(screen.getByLabelText('Tuesday last start'), '10');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The last start must be at or after the first')).toBeVisible();
    expect(screen.getByLabelText('Tuesday last start')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('focuses the first day when no day is open, each day pointing at the message', async () => {
    const { onSave, user } = renderForm(LIVE, true);
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (const day of days) await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findByText('Open the listing on at least one day');
    const switches = days.map((day) => screen.getByRole('checkbox', { name: day }));
    // The week starts on Monday in the form, as in the availability grid.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Monday' })).toHaveFocus());
    for (const box of switches) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Open the listing on at least one day');
    }
    expect(message).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('ListingForm when the server refuses a save', () => {
  it('says refused fields once, under them and pointing to them, not as a failed save too', async () => {
    const { onSave, user } = renderForm(LIVE, true);
    onSave.mockRejectedValueOnce(
      new ApiRequestError(400, 'validation_error', 'Invalid listing', {
        title: ['Title is taken by another of your listings'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Title is taken by another of your listings')).toBeVisible();
    expect(screen.getByText('Please check the highlighted fields.')).toBeVisible();
    expect(screen.queryByText('Failed to update listing')).toBeNull();
  });

  it('says a failed save with its reason when no field is to blame', async () => {
    const { onSave, user } = renderForm(LIVE, true);
    onSave.mockRejectedValueOnce(new ApiRequestError(503, 'unavailable', 'Try again in a minute'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update listing')).toBeVisible();
    expect(screen.getByText('Try again in a minute')).toBeVisible();
    expect(screen.queryByText('Please check the highlighted fields.')).toBeNull();
  });
});
