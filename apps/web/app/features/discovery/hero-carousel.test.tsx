import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { HeroCarousel } from './hero-carousel';
import { HERO_SLIDES } from './hero-slides';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

function renderCarousel() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <HeroCarousel slides={HERO_SLIDES} /> },
  ]);
  render(<Stub initialEntries={['/']} />);
}

/** The slide on show: the only group not hidden from assistive technology. */
function currentSlide(): string {
  return screen.getByRole('group', { hidden: false }).getAttribute('aria-label')!;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('home hero carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('has ten slides, each with a badge, title, subtitle and the two buttons', () => {
    renderCarousel();
    expect(HERO_SLIDES).toHaveLength(10);
    expect(currentSlide()).toBe('1 of 10');
    const slide = screen.getByRole('group', { name: '1 of 10' });
    expect(slide).toHaveTextContent(HERO_SLIDES[0]!.badge);
    expect(screen.getByRole('heading', { name: HERO_SLIDES[0]!.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Spaces' })).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(screen.getByRole('link', { name: 'List Your Space' })).toHaveAttribute(
      'href',
      '/create-listing',
    );
  });

  it('advances every 5 seconds and wraps around after the tenth', () => {
    renderCarousel();
    advance(4_999);
    expect(currentSlide()).toBe('1 of 10');
    advance(1);
    expect(currentSlide()).toBe('2 of 10');
    for (let slide = 2; slide <= 10; slide++) {
      expect(currentSlide()).toBe(`${slide} of 10`);
      advance(5_000);
    }
    expect(currentSlide()).toBe('1 of 10');
  });

  it('ignores clicks for 1 second after a transition', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('2 of 10');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('2 of 10');
    advance(999);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('2 of 10');
    advance(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('1 of 10');
    // An automatic advance locks clicks too.
    advance(5_000);
    expect(currentSlide()).toBe('2 of 10');
    fireEvent.click(screen.getByRole('button', { name: /^Slide 7:/ }));
    expect(currentSlide()).toBe('2 of 10');
    advance(1_000);
    fireEvent.click(screen.getByRole('button', { name: /^Slide 7:/ }));
    expect(currentSlide()).toBe('7 of 10');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Ways to use Rentspace' });
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(currentSlide()).toBe('1 of 10');
    fireEvent.mouseLeave(carousel);
    advance(5_000);
    expect(currentSlide()).toBe('2 of 10');
  });

  it('pauses while it holds keyboard focus', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(20_000);
    expect(currentSlide()).toBe('1 of 10');
    act(() => next.blur());
    advance(5_000);
    expect(currentSlide()).toBe('2 of 10');
  });

  it('stops and plays again with its pause button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Ways to use Rentspace' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(20_000);
    expect(currentSlide()).toBe('1 of 10');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(5_000);
    expect(currentSlide()).toBe('2 of 10');
  });

  it('never moves by itself when the person prefers reduced motion', () => {
    mockReducedMotion(true);
    renderCarousel();
    advance(60_000);
    expect(currentSlide()).toBe('1 of 10');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('2 of 10');
  });
});
