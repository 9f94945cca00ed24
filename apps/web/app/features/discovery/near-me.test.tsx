import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NEAR_ME_MESSAGES, NearMe } from './near-me';

function position(outcome: 'allowed' | 'refused') {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        outcome === 'allowed'
          ? ok({ coords: { latitude: 40.748412, longitude: -73.985664 } } as GeolocationPosition)
          : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Near me', () => {
  it("searches around the browser's position once the visitor allows it", () => {
    position('allowed');
    const onNear = vi.fn();
    render(<NearMe near={undefined} onNear={onNear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(onNear).toHaveBeenCalledWith('40.74841,-73.98566');
  });

  it('says what to do when the visitor refuses', () => {
    position('refused');
    const onNear = vi.fn();
    render(<NearMe near={undefined} onNear={onNear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(screen.getByRole('status')).toHaveTextContent(NEAR_ME_MESSAGES.denied);
    expect(onNear).not.toHaveBeenCalled();
  });

  it('clears the place', () => {
    const onNear = vi.fn();
    render(<NearMe near="40.7,-73.9" onNear={onNear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear near me' }));
    expect(onNear).toHaveBeenCalledWith('');
  });
});
