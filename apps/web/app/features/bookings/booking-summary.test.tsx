import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BookingSummary, type SummaryFigures } from './booking-summary';

const FIGURES: SummaryFigures = {
  unit: 'hour',
  duration: 2,
  unitPrice: 2500,
  subtotal: 5000,
  platformFee: 500,
  platformFeePercentage: 10,
  total: 5500,
  currency: 'USD',
};

describe('the booking summary and the security deposit', () => {
  it('shows the deposit apart from the total: held, not charged, and when it is held and released', () => {
    render(<BookingSummary figures={FIGURES} listingTimeZone="Europe/Paris" deposit={20000} />);
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(summary).toHaveTextContent('Total$55.00');
    expect(summary).toHaveTextContent('Security deposit$200.00 held, not charged');
    expect(summary).toHaveTextContent(
      'Held on your card when the booking is confirmed if it starts within 5 days, otherwise 2 days before the start. Released 48 hours after the end unless the host files a claim.',
    );
  });

  it('has no deposit line when the listing asks for none', () => {
    render(<BookingSummary figures={FIGURES} listingTimeZone="Europe/Paris" />);
    expect(screen.getByRole('region', { name: 'Booking summary' })).not.toHaveTextContent(
      'Security deposit',
    );
  });
});
