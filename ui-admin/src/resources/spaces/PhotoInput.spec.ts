// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on, type Call } from '../../test/fakeApi';
import { peopleApi } from '../../test/peopleFixture';
import { signedInAsManager } from '../../test/tokens';
import { venue } from '../../test/venueFixture';
import { photoFileProblem } from './PhotoInput';

setupAppHarness();

const SPACE = 'space-marina-turf';
const IMAGE_ID = 'ab'.repeat(16);
const marina = venue(SPACE, 'Marina Turf Arena', 'chennai', {
  location: { name: 'Marina Turf Arena', city: 'Chennai' },
  cancellationPolicy: { type: 'full' },
});

const editApi = () =>
  fakeApi(
    on('GET', `/admin-api/spaces/${SPACE}`, { body: marina }),
    on('GET', '/api/vm/listings', { body: { data: [{ listingId: 'football', listingName: 'Football', games: 1, venues: 1 }] } }),
    on('POST', '/api/vm/media/images', {
      status: 201,
      body: { message: 'success', data: { id: IMAGE_ID, url: `/api/vm/media/images/${IMAGE_ID}`, contentType: 'image/png', size: 4 } },
    }),
    (call) => (call.method === 'PUT' ? { body: { ...marina, ...(call.body as object) } } : undefined),
    peopleApi(),
  );
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body as { photo?: string | null });

describe('a venue’s photo, uploaded from its form (it asked for "the id POST /api/vm/media/images answered")', () => {
  it('refuses what is not a JPEG, PNG or WebP of at most 5 MB before sending it', () => {
    expect(photoFileProblem({ type: 'text/plain', size: 10 })).toBe('Choose a JPEG, PNG or WebP photo');
    expect(photoFileProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('Choose a photo of at most 5 MB');
    expect(photoFileProblem({ type: 'image/webp', size: 1024 })).toBeNull();
  });

  it('uploads the picked photo, shows it and saves its id with the venue; a wrong file is refused on the spot', async () => {
    signedInAsManager();
    const calls = editApi();
    renderAt(`/admin/spaces/${SPACE}`);
    const button = await screen.findByRole('button', { name: 'Upload a photo' }, { timeout: 30_000 });
    expect(screen.queryByLabelText(/image id/)).toBeNull();
    const picker = screen.getByLabelText('Venue photo: choose a file');

    fireEvent.change(picker, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a JPEG, PNG or WebP photo');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(picker, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'turf.png', { type: 'image/png' })] } });
    const photo = await screen.findByRole('img', { name: 'Venue photo' }, { timeout: 10_000 });
    expect(photo.getAttribute('src')).toBe(`/api/vm/media/images/${IMAGE_ID}`);
    expect(button.textContent).toBe('Replace photo');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1), { timeout: 10_000 });
    expect(puts(calls)[0]!.photo).toBe(IMAGE_ID);
  }, 60_000);
});
