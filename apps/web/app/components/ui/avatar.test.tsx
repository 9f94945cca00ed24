import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('names the person in its text', () => {
    render(<Avatar url="/a.webp" name="Maya Chen" />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', "Maya Chen's avatar");
  });

  it('calls one’s own avatar "Your avatar", with or without a name', () => {
    const { rerender } = render(<Avatar url="/a.webp" own />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Your avatar');
    rerender(<Avatar url={null} own name="Maya Chen" />);
    expect(screen.getByRole('img', { name: 'Your avatar' })).toBeVisible();
    expect(screen.queryByText(/You's/)).toBeNull();
  });
});
