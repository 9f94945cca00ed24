import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { BookingForm, type BookingFormProps } from './booking-form';

const NOW = new Date('2030-01-10T12:00:00Z');

const listing = (
  prices: Partial<BookingFormProps['listing']> = {},
): BookingFormProps['listing'] => ({
  hourly_price: 2500,
  daily_price: null,
  weekly_price: null,
  monthly_price: null,
  currency: 'USD',
  time_zone: 'Europe/London',
  ...prices,
});

function renderForm(props: Partial<BookingFormProps> = {}) {
  const onContinue = vi.fn();
  render(
    <BookingForm
      listing={listing()}
      viewerTimeZone="Europe/London"
      now={NOW}
      onContinue={onContinue}
      {...props}
    />,
  );
  return { onContinue, user: userEvent.setup() };
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  values: { date?: string; time?: string; duration?: string },
) {
  if (values.date !== undefined)
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: values.date } });
  if (values.time !== undefined)
    await user.selectOptions(screen.getByLabelText('Start time'), values.time);
  if (values.duration !== undefined) {
    const duration = screen.getByRole('spinbutton');
    await user.clear(duration);
    await user.type(duration, values.duration);
  }
}

const summary = () => within(screen.getByRole('region', { name: 'Booking summary' }));

describe('BookingForm', () => {
  it('offers only the options the listing prices, hourly always', () => {
    renderForm({
      listing: listing({ daily_price: 15000, weekly_price: null, monthly_price: 300000 }),
    });
    const options = within(screen.getByRole('group', { name: 'Rent by' })).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['hour', 'day', 'month']);
    expect(screen.getByRole('radio', { name: /Hour/ })).toBeChecked();
  });

  it('does not offer a date before today in the listing zone', () => {
    // 12:00 UTC on Jan 10 is already Jan 11 in Tokyo.
    renderForm({
      listing: listing({ time_zone: 'Asia/Tokyo' }),
      now: new Date('2030-01-10T16:00:00Z'),
    });
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2030-01-11');
  });

  it('offers the 13 start times from 09:00 to 21:00', () => {
    renderForm();
    const times = within(screen.getByLabelText('Start time')).getAllByRole('option').slice(1);
    expect(times.map((option) => option.textContent)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
  });

  it('asks for a date and time before continuing', async () => {
    const { user, onContinue } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please select a date and time')).toBeVisible();
    await choose(user, { date: '2030-01-15' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please select a date and time')).toBeVisible();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('offers no start that has passed today, and refuses one that passed while the form was open', async () => {
    const onContinue = vi.fn();
    const user = userEvent.setup();
    const form = (now: Date) => (
      <BookingForm
        listing={listing()}
        viewerTimeZone="Europe/London"
        now={now}
        onContinue={onContinue}
      />
    );
    const view = render(form(new Date('2030-01-10T08:00:00Z')));
    await choose(user, { date: '2030-01-10', time: '09:00' });
    view.rerender(form(NOW));
    const times = within(screen.getByLabelText('Start time')).getAllByRole('option').slice(1);
    expect(times.map((option) => option.textContent)).not.toContain('09:00');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(/Please select a (future )?date and time/)).toBeVisible();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('keeps the duration within the option limits, with the limit in words', async () => {
    const { user, onContinue } = renderForm({ listing: listing({ weekly_price: 90000 }) });
    expect(screen.getByText('1–24 hours')).toBeVisible();
    await choose(user, { date: '2030-01-15', time: '10:00', duration: '25' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Hourly duration is 1–24 hours')).toBeVisible();
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true');
    // No price for a duration the form refuses.
    expect(screen.queryByText(/× 25 hours/)).toBeNull();
    expect(screen.queryByText('Platform fee (10%)')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Week/ }));
    expect(screen.getByText('1–12 weeks')).toBeVisible();
    expect(screen.getByLabelText('Number of weeks')).toHaveValue(12);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows the subtotal, the 10% platform fee and the total in the listing currency', async () => {
    const { user } = renderForm();
    await choose(user, { date: '2030-01-15', time: '10:00', duration: '2' });
    expect(summary().getByText('$25.00 × 2 hours')).toBeVisible();
    expect(summary().getByText('$50.00')).toBeVisible();
    expect(summary().getByText('Platform fee (10%)')).toBeVisible();
    expect(summary().getByText('$5.00')).toBeVisible();
    expect(summary().getByText('$55.00')).toBeVisible();
  });

  it('rounds the fee half-up in a currency without minor units', async () => {
    const { user } = renderForm({
      listing: listing({ hourly_price: 1255, currency: 'JPY', time_zone: 'Asia/Tokyo' }),
      viewerTimeZone: 'Asia/Tokyo',
    });
    await choose(user, { duration: '1' });
    expect(summary().getByText('¥126')).toBeVisible();
    expect(summary().getByText('¥1,381')).toBeVisible();
  });

  it('reads Contact for Pricing and keeps Continue disabled when the total is 0', async () => {
    renderForm({ listing: listing({ hourly_price: 0 }) });
    expect(summary().getByText('Contact for Pricing')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('continues with the instants of the chosen time in the listing zone and the quoted total', async () => {
    const { user, onContinue } = renderForm({
      listing: listing({ time_zone: 'Asia/Tokyo' }),
      viewerTimeZone: 'America/New_York',
    });
    await choose(user, { date: '2030-01-15', time: '10:00', duration: '2' });
    // The chosen start also reads in the viewer's zone.
    expect(screen.getByText(/10:00 there is 20:00 in America\/New York\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    const [booking, quote] = onContinue.mock.calls[0]!;
    expect(booking).toEqual({
      durationUnit: 'hour',
      duration: 2,
      startTime: '2030-01-15T01:00:00.000Z',
      endTime: '2030-01-15T03:00:00.000Z',
    });
    expect(quote).toMatchObject({ subtotal: 5000, platformFee: 500, total: 5500, currency: 'USD' });
  });

  it('shows a message from the server under the form', () => {
    renderForm({ error: 'This time slot is not available' });
    expect(screen.getByRole('alert')).toHaveTextContent('This time slot is not available');
  });

  it('works without Continue for a viewer who cannot book (the owner)', async () => {
    const { user } = renderForm({ hideContinue: true });
    await choose(user, { date: '2030-01-15', time: '10:00', duration: '2' });
    expect(summary().getByText('$55.00')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('disables every control of a listing that takes no bookings', () => {
    renderForm({ disabled: true });
    expect(screen.getByRole('radio', { name: /Hour/ })).toBeDisabled();
    expect(screen.getByLabelText('Date')).toBeDisabled();
    expect(screen.getByLabelText('Start time')).toBeDisabled();
    expect(screen.getByLabelText('Number of hours')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    // No price for a booking that cannot be made.
    expect(screen.queryByRole('region', { name: 'Booking summary' })).toBeNull();
  });
});

describe('BookingForm before the page’s scripts run', () => {
  const form = () => (
    <BookingForm
      listing={listing({ daily_price: 15000 })}
      viewerTimeZone={null}
      now={null}
      onContinue={() => {}}
    />
  );

  it('is disabled in the server’s markup, with no option looking chosen', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    const hour = container.querySelector<HTMLInputElement>('input[value="hour"]')!;
    expect(hour.closest('fieldset:disabled')).not.toBeNull();
    expect(hour.closest('label')!.className).not.toContain('bg-brand-50');
    expect(container.querySelector('input[type="date"]')!.matches(':disabled')).toBe(true);
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
  });

  it('works once hydrated: the first option chosen, the date and the options usable', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.appendChild(container);
    await act(async () => {
      render(form(), { container, hydrate: true });
    });
    const hour = screen.getByRole('radio', { name: /Hour/ });
    expect(hour).toBeEnabled();
    expect(hour).toBeChecked();
    expect(hour.closest('label')!.className).toContain('bg-brand-50');
    expect(screen.getByLabelText('Date')).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Day/ }));
    expect(screen.getByRole('radio', { name: /Day/ })).toBeChecked();
    expect(screen.getByLabelText('Number of days')).toBeEnabled();
  });
});

describe('BookingForm under the listing rules', () => {
  const ruled = listing({
    time_zone: 'UTC',
    // Closed on Sundays, 10:00-16:00 starts on weekdays, 12:00-14:00 on Saturdays.
    opening_hours: [
      null,
      ...Array.from({ length: 5 }, () => ({ from: 10, to: 16 })),
      { from: 12, to: 14 },
    ],
    min_notice_hours: 48,
    booking_window_months: 1,
    buffer_minutes: 30,
    min_rental_duration: 2,
    max_rental_duration: 6,
  });

  it('tells the guest the opening hours and rules before a slot is chosen', () => {
    renderForm({ listing: ruled });
    const rules = within(screen.getByRole('list', { name: 'Opening hours and rules' }));
    expect(rules.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mon–Fri 10:00–16:00',
      'Sat 12:00–14:00',
      'Sun Closed',
      'Book at least 48 hours ahead',
      'Bookable up to 1 month ahead',
      '30 minutes kept free between bookings',
      'Rentals of 2 hours to 6 hours',
    ]);
  });

  it("offers only a day's open starts past the notice, and no date past the window", () => {
    renderForm({ listing: ruled });
    const starts = () =>
      within(screen.getByLabelText('Start time'))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
    // 2030-01-19 is a Saturday; 2030-01-20 a Sunday; 2030-01-11 is inside the 48 hours.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-19' } });
    expect(starts()).toEqual(['12:00', '13:00', '14:00']);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-20' } });
    expect(starts()).toEqual([]);
    expect(screen.getByText('No start times on this day')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-11' } });
    expect(starts()).toEqual([]);
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2030-02-10');
  });

  it('offers the lengths the shortest and longest rental allow, starting at the shortest', () => {
    renderForm({ listing: ruled });
    expect(screen.getByText('2–6 hours')).toBeVisible();
    const duration = screen.getByLabelText('Number of hours');
    expect(duration).toHaveValue(2);
    expect(duration).toHaveAttribute('min', '2');
    expect(duration).toHaveAttribute('max', '6');
    expect(summary().getByText(/× 2 hours/)).toBeVisible();
  });

  it('prices no length the rules refuse', async () => {
    const user = userEvent.setup();
    renderForm({ listing: ruled });
    const duration = screen.getByLabelText('Number of hours');
    await user.clear(duration);
    await user.type(duration, '1');
    expect(screen.queryByRole('region', { name: 'Booking summary' })).toBeNull();
    await user.clear(duration);
    await user.type(duration, '7');
    expect(screen.queryByRole('region', { name: 'Booking summary' })).toBeNull();
    await user.clear(duration);
    await user.type(duration, '6');
    expect(summary().getByText(/× 6 hours/)).toBeVisible();
  });

  it('leaves out an option no length of which the rules allow, and moves a length into the next', async () => {
    const user = userEvent.setup();
    // 2 to 48 hours: 2-24 hours or 1-2 days; no week (168 hours) fits.
    render(
      <BookingForm
        listing={{
          ...ruled,
          daily_price: 20000,
          weekly_price: 90000,
          max_rental_duration: 48,
        }}
        viewerTimeZone="Europe/London"
        now={NOW}
        onContinue={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'hour',
      'day',
    ]);
    await user.click(screen.getByRole('radio', { name: /Day/ }));
    expect(screen.getByText('1–2 days')).toBeVisible();
    expect(screen.getByLabelText('Number of days')).toHaveValue(2);
    await user.clear(screen.getByLabelText('Number of days'));
    await user.type(screen.getByLabelText('Number of days'), '1');
    await user.click(screen.getByRole('radio', { name: /Hour/ }));
    expect(screen.getByLabelText('Number of hours')).toHaveValue(2);
  });

  it('refuses a rental shorter than the minimum under the duration', async () => {
    const { user, onContinue } = renderForm({ listing: ruled });
    await choose(user, { date: '2030-01-15', time: '10:00', duration: '1' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The minimum rental is 2 hours')).toBeVisible();
    expect(onContinue).not.toHaveBeenCalled();
  });
});
