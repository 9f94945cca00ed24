import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { ExploreFilters } from '@rentspace/core/discovery/filters';
import { ExploreFilterForm } from './explore-filters';

const OPTIONS = { locations: ['New York'], categories: [], types: [] };

async function sortSelect(filters: ExploreFilters) {
  const Form = () => (
    <ExploreFilterForm
      filters={filters}
      options={OPTIONS}
      errors={{}}
      apply={vi.fn()}
      today="2026-11-30"
    />
  );
  const Stub = createRoutesStub([{ path: '/explore', Component: Form }]);
  render(<Stub initialEntries={['/explore']} />);
  return (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
}

const offered = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('The explore sort', () => {
  it('offers nearest first only once a place is chosen', async () => {
    const select = await sortSelect({});
    expect(offered(select)).not.toContain('Nearest first');
    expect(select.value).toBe('newest');
  });

  it('is nearest first by default around a place', async () => {
    const select = await sortSelect({ near: '40.7,-73.9' });
    expect(select.value).toBe('distance');
  });

  it('shows the order an address asks for without a place, beside the message to choose one', async () => {
    const select = await sortSelect({ sort: 'distance' });
    expect(select.value).toBe('distance');
    expect(select.selectedOptions[0]).toHaveTextContent('Nearest first');
  });
});
