import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

/** The browser's observer, driven by the test: `enter()` reports the element near the viewport. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

function Section() {
  const [ref, near] = useNearViewport<HTMLDivElement>('25%');
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits until the element comes near the viewport, then stays true and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Section />);
    const observer = FakeObserver.last!;
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observer.options).toEqual({ rootMargin: '25%' });
    expect(observer.observed).toHaveLength(1);

    act(() => observer.report(false));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => observer.report(true));
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('is true at once where the browser has no observer', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
