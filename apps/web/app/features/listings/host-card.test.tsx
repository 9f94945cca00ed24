import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { HostSummary } from '@rentspace/core/bookings/api';
import { HostCard } from './host-card';

const HOST = {
  id: '0b6f1c1e-4a4e-4d55-9d7c-3c1b2a9f0e11',
  full_name: 'Maya Chen',
  avatar_url: null,
  response_rate: 95,
  response_time: 'within an hour',
} satisfies HostSummary;

describe('HostCard before and after the page’s scripts run', () => {
  it('keeps View Profile and Contact Host disabled in the server’s markup, then they work', async () => {
    const onViewProfile = vi.fn();
    const card = () => <HostCard host={HOST} onViewProfile={onViewProfile} onContact={() => {}} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(card());
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent!.trim())).toEqual([
      'View Profile',
      'Contact Host',
    ]);
    expect(buttons.every((button) => button.disabled)).toBe(true);

    document.body.appendChild(container);
    await act(async () => {
      render(card(), { container, hydrate: true });
    });
    const view = screen.getByRole('button', { name: 'View Profile' });
    expect(view).toBeEnabled();
    await userEvent.setup().click(view);
    expect(onViewProfile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: "Maya Chen's avatar" })).toBeVisible();
  });
});
