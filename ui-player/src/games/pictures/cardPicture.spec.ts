import { describe, expect, it } from 'vitest';
import { cardPictureOf } from './cardPicture';
import { GENERIC_PICTURE, SPORT_PICTURES, sportPicture } from './sportPicture';

/** Which drawing a picture is. */
const drawingOf = (src: string) => Object.entries(SPORT_PICTURES).find(([, url]) => url === src)?.[0];

describe('a picture on every card (DESIGN.md "Together")', () => {
  it("shows the game's cover image when it has one", () => {
    expect(
      cardPictureOf({
        coverImageorVideo: { type: 'image', imageId: 'img-1' },
        coverUrl: '/api/vm/media/images/img-1',
        listingId: 'football',
      }),
    ).toEqual({
      src: '/api/vm/media/images/img-1',
      kind: 'cover',
    });
  });

  it('draws the sport when the cover is a video link (no still to show) or missing', () => {
    const video = cardPictureOf({
      coverImageorVideo: { type: 'video', url: 'https://videos.example.com/a.mp4' },
      coverUrl: 'https://videos.example.com/a.mp4',
      listingId: 'football',
    });
    expect(video.kind).toBe('sport');
    expect(drawingOf(video.src)).toBe('football');
    // A data URL of an SVG drawing: no request of its own.
    expect(video.src).toMatch(/^data:image\/svg\+xml/);
    expect(cardPictureOf({ listingId: 'cricket', listingName: 'Cricket', coverUrl: null })).toEqual({
      src: sportPicture({ listingId: 'cricket' }),
      kind: 'sport',
    });
  });

  it("shows the venue's photo (spec section 3 spaceAvatar) when the game has no cover image, and the game's own cover before it", () => {
    const atVenue = { listingId: 'football', spaceId: 'sp-1', spaceAvatar: '/api/vm/media/images/venue-1' };
    expect(cardPictureOf({ ...atVenue, coverUrl: null })).toEqual({ src: '/api/vm/media/images/venue-1', kind: 'venue' });
    // A video cover has no still: the venue's photo stands in before the drawing.
    expect(
      cardPictureOf({
        ...atVenue,
        coverImageorVideo: { type: 'video', url: 'https://videos.example.com/a.mp4' },
        coverUrl: 'https://videos.example.com/a.mp4',
      }),
    ).toEqual({ src: '/api/vm/media/images/venue-1', kind: 'venue' });
    expect(
      cardPictureOf({ ...atVenue, coverImageorVideo: { type: 'image', imageId: 'img-1' }, coverUrl: '/api/vm/media/images/img-1' }),
    ).toEqual({ src: '/api/vm/media/images/img-1', kind: 'cover' });
    expect(cardPictureOf({ listingId: 'football', spaceAvatar: null }).kind).toBe('sport');
  });

  it("finds the sport by the listing's id or name, pickleball before the other ball games, and a generic drawing otherwise", () => {
    const cases: Array<[{ listingId?: string; listingName?: string }, string]> = [
      [{ listingId: 'football' }, 'football'],
      [{ listingId: 'l-1', listingName: 'Futsal 5-a-side' }, 'football'],
      [{ listingId: 'badminton' }, 'badminton'],
      [{ listingName: 'Table Tennis' }, 'tennis'],
      [{ listingName: 'Pickleball' }, 'pickleball'],
      [{ listingName: 'Padel' }, 'padel'],
      [{ listingName: 'Basketball' }, 'basketball'],
      [{ listingName: 'Beach Volleyball' }, 'volleyball'],
      [{ listingName: 'Swimming' }, 'swimming'],
      [{ listingName: 'Running Club' }, 'running'],
      [{ listingName: 'Yoga' }, 'yoga'],
    ];
    for (const [sport, drawing] of cases) expect(drawingOf(sportPicture(sport)), JSON.stringify(sport)).toBe(drawing);
    expect(sportPicture({ listingId: 'kabaddi', listingName: 'Kabaddi' })).toBe(GENERIC_PICTURE);
    expect(sportPicture({})).toBe(GENERIC_PICTURE);
  });
});
