import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageLoading } from './states';

const placeholders = (container: HTMLElement) =>
  container.querySelectorAll('[aria-hidden].animate-pulse');

describe('PageLoading', () => {
  it('shows card placeholders on a page that lists cards', () => {
    const { container } = render(<PageLoading title="My Listings" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(container.querySelector('.grid')).not.toBeNull();
    expect(placeholders(container)).toHaveLength(3);
  });

  it('shows a single box, not listing cards, on a payment step', () => {
    const { container } = render(<PageLoading title="Confirm your payment" shape="panel" />);
    expect(screen.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(container.querySelector('.grid')).toBeNull();
    expect(placeholders(container)).toHaveLength(1);
  });

  it('shows field-shaped placeholders on a form, and none at all when asked', () => {
    const { container, rerender } = render(<PageLoading title="My Profile" shape="form" />);
    expect(container.querySelector('.grid')).toBeNull();
    rerender(<PageLoading title="Space" shape="none" />);
    expect(placeholders(container)).toHaveLength(0);
  });
});
