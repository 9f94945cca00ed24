import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserTimeZone, useNow, useTimeZones } from './client-clock';

const seen: (string | null)[] = [];

function Clock() {
  const zone = useBrowserTimeZone();
  const now = useNow();
  const zones = useTimeZones();
  seen.push(zone);
  return (
    <p data-testid="clock">{`${zone ?? 'no zone'} | ${now ? 'now' : 'no time'} | ${zones.length > 0 ? 'zones' : 'no zones'}`}</p>
  );
}

describe('the browser clock and zone', () => {
  it('renders without them on the server, hydrates without a mismatch, then has them', async () => {
    const html = renderToString(<Clock />);
    expect(html).toContain('no zone | no time | no zones');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, <Clock />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The hydrating render matched the server's; the values came in the render after it.
    expect(seen[0]).toBeNull();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(container.textContent).toBe(`${zone} | now | zones`);
    container.remove();
  });

  // After the hydration above, as after any page's: a listing opened by client navigation.
  it('gives a component mounted after hydration the values on its first render', () => {
    seen.length = 0;
    render(<Clock />);
    expect(seen[0]).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.getByTestId('clock').textContent).toContain('| now | zones');
  });

  it('moves to the next minute while the page stays open', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:10Z') });
    try {
      function Minute() {
        const now = useNow();
        return <p data-testid="minute">{now?.toISOString() ?? 'none'}</p>;
      }
      render(<Minute />);
      expect(screen.getByTestId('minute').textContent).toBe('2026-11-21T10:00:00.000Z');
      await act(async () => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByTestId('minute').textContent).toBe('2026-11-21T10:01:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });
});
