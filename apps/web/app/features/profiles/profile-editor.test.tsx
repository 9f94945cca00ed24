import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProfile, ProfileLink, ProfileUpdate } from '@rentspace/core/profiles/api';
import { ProfileEditor } from './profile-editor';

const notify = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('~/lib/toast', () => ({ notify, dismissToasts: vi.fn() }));
vi.mock('~/lib/shell-actions', () => ({ useShellActions: () => ({ viewProfile: vi.fn() }) }));
const api = vi.hoisted(() => ({
  saveProfile: vi.fn(),
  addLink: vi.fn(),
  deleteLink: vi.fn(),
  reorderLinks: vi.fn(),
  addUpdate: vi.fn(),
  editUpdate: vi.fn(),
  deleteUpdate: vi.fn(),
  uploadProfileImage: vi.fn(),
}));
vi.mock('./api', () => api);

const PROFILE: OwnProfile = {
  id: '0b6f1c1e-4a4e-4d55-9d7c-3c1b2a9f0e11',
  full_name: 'Maya Chen',
  avatar_url: null,
  banner_url: null,
  bio: null,
  response_rate: 95,
  response_time: 'within an hour',
  website: null,
  location: null,
  instagram: null,
  twitter: null,
  facebook: null,
  linkedin: null,
  youtube: null,
  tiktok: null,
  stripe_account_id: null,
  stripe_onboarding_complete: false,
  is_admin: false,
  created_at: '2030-01-01T00:00:00Z',
};
const LINK: ProfileLink = {
  id: '5d7c1f7e-0b57-4a43-8c7d-8b3e1c0f9a21',
  title: 'Portfolio',
  url: 'https://example.com/work',
  icon: null,
  display_order: 0,
};
const UPDATE: ProfileUpdate = {
  id: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a41',
  title: 'New backdrops',
  content: 'Three colours.',
  type: 'general',
  is_pinned: false,
  created_at: '2030-01-02T00:00:00Z',
};

function renderEditor() {
  render(<ProfileEditor profile={PROFILE} links={[LINK]} updates={[UPDATE]} />);
  return userEvent.setup();
}

describe('ProfileEditor feedback', () => {
  beforeEach(() => {
    for (const mock of [...Object.values(notify), ...Object.values(api)]) mock.mockReset();
  });

  it('says the profile was saved in a toast, not in a banner at the top of the page', async () => {
    api.saveProfile.mockResolvedValue({ ...PROFILE, bio: 'Studio host' });
    const user = renderEditor();
    await user.type(screen.getByLabelText('Bio'), 'Studio host');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Profile updated successfully!'),
    );
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });

  it('keeps a failed save under the form, next to its button', async () => {
    api.saveProfile.mockRejectedValue(new Error('offline'));
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says a link was added or deleted, and when deleting failed', async () => {
    api.addLink.mockResolvedValue({
      ...LINK,
      id: 'c0ffee00-0000-4000-8000-000000000001',
      title: 'Rules',
    });
    api.deleteLink.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const user = renderEditor();
    await user.type(screen.getByLabelText('Link title'), 'Rules');
    await user.type(screen.getByLabelText('URL'), 'https://example.com/rules');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Link added'));

    await user.click(screen.getByRole('button', { name: 'Delete link Portfolio' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to delete link'));
    expect(screen.getByText('Portfolio')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete link Portfolio' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Link deleted'));
    expect(screen.queryByText('Portfolio')).toBeNull();
  });

  it('says an update was added, pinned or deleted', async () => {
    api.addUpdate.mockResolvedValue({
      ...UPDATE,
      id: 'c0ffee00-0000-4000-8000-000000000002',
      title: 'Open late',
    });
    api.editUpdate.mockResolvedValue({ ...UPDATE, is_pinned: true });
    api.deleteUpdate.mockResolvedValue(undefined);
    const user = renderEditor();
    await user.type(screen.getByLabelText('Update title'), 'Open late');
    await user.type(screen.getByLabelText('Content'), 'Until midnight on Fridays.');
    await user.click(screen.getByRole('button', { name: 'Add update' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Update added'));
    await user.click(screen.getByRole('button', { name: 'Pin New backdrops' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Update pinned'));
    await user.click(screen.getByRole('button', { name: 'Delete update New backdrops' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Update deleted'));
  });
});
