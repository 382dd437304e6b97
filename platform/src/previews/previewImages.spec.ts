import { describe, expect, it } from 'vitest';
import type { PreviewCard } from './cards';
import { withHeadTags } from './headTags';
import { PreviewImages } from './previewImages';
import { PRIVATE_GAME_PREVIEW, type Preview } from './sources';

const game = (position: number, places = '3 places left'): Preview => ({
  card: {
    kind: 'game',
    name: 'Friday Night Football',
    sport: 'Football',
    when: 'Sat 21 Nov, 18:00',
    place: 'Marina Turf Arena',
    price: '₹180',
    places,
    full: false,
  },
  revision: `games:g1@${position}`,
  title: 'Friday Night Football',
  description: '',
  alt: '',
  type: 'website',
});

const counting = (fail = 0) => {
  const drawn: PreviewCard[] = [];
  let failures = fail;
  const draw = async (card: PreviewCard) => {
    drawn.push(card);
    if (failures-- > 0) throw new Error('drawing failed');
    return new Uint8Array([drawn.length]);
  };
  return { drawn, draw };
};

/** docs/adr/0100-shared-pages.md: one picture per subject, its newest. */
describe('preview images in memory', () => {
  it('draws a subject once per version, and a changed subject anew in place of the old picture', async () => {
    const { drawn, draw } = counting();
    const images = new PreviewImages(draw, 2);
    const first = images.png(game(5));
    expect(await images.png(game(5)).png).toBe(await first.png);
    expect(drawn).toHaveLength(1);
    const changed = images.png(game(6, '2 places left'));
    expect(changed.version).not.toBe(first.version);
    expect(drawn).toHaveLength(2);
    // The subject keeps its newest picture only: the old version is drawn again if asked for.
    images.png(game(5));
    expect(drawn).toHaveLength(3);
  });

  it('forgets the least recently asked subject past its capacity, and never keeps a failed drawing', async () => {
    const { drawn, draw } = counting(1);
    const images = new PreviewImages(draw, 1);
    await expect(images.png(PRIVATE_GAME_PREVIEW).png).rejects.toThrow('drawing failed');
    await images.png(PRIVATE_GAME_PREVIEW).png;
    expect(drawn).toHaveLength(2);
    await images.png(game(1)).png;
    await images.png(PRIVATE_GAME_PREVIEW).png;
    expect(drawn).toHaveLength(4);
  });

  it('gives every private game the same version, which names nothing of a game', () => {
    expect(PreviewImages.versionOf(PRIVATE_GAME_PREVIEW)).toMatch(/^d1-[\w-]{22}$/);
    expect(PreviewImages.versionOf(game(1))).not.toContain('g1');
  });
});

describe('the page with its own head', () => {
  it('replaces the built title, or adds the tags before </head> when there is none', () => {
    expect(withHeadTags('<head><title>Sports Platform</title></head>', '<title>A</title>')).toBe('<head><title>A</title></head>');
    expect(withHeadTags('<head></head>', '<title>$& A</title>')).toBe('<head><title>$& A</title>\n</head>');
  });
});
