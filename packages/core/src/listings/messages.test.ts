import { describe, expect, it } from 'vitest';
import { listingSavedMessage } from './messages.ts';

describe('listingSavedMessage', () => {
  it('says a new or draft listing was published or kept as a draft', () => {
    expect(listingSavedMessage({ wasPublished: false, isPublished: true })).toEqual({
      title: 'Listing published',
      description: 'Guests can find and book it now.',
    });
    expect(listingSavedMessage({ wasPublished: false, isPublished: false }).title).toBe(
      'Draft saved',
    );
  });

  it('says a live listing kept its changes, or was unpublished', () => {
    expect(listingSavedMessage({ wasPublished: true, isPublished: true })).toEqual({
      title: 'Changes saved',
    });
    expect(listingSavedMessage({ wasPublished: true, isPublished: false }).title).toBe(
      'Listing unpublished',
    );
  });
});
