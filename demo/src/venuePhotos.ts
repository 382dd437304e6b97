import { Resvg } from '@resvg/resvg-js';
import type { BlobStore } from '@sports/command-service/media/blobStore';

/**
 * Photos for the demo venues (spec section 3 spaceAvatar), so the cards' second choice, the venue's
 * photo, is seen on the games there without a cover of their own (docs/adr/0104-picture-on-every-card.md). Drawn here and stored as PNG
 * uploads, as a manager's photo would be (covers.ts does
 * the same for the games' covers): the demo ships no photos.
 */
const W = 640;
const H = 360;

/** The Marina turf by day: a netted pitch in front of the sea. */
const marinaTurf = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fb4e6"/><stop offset="1" stop-color="#cfeaf7"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <path d="M0 130 H640 V170 H0 Z" fill="#2f7fb8"/><path d="M0 150 H640 V170 H0 Z" fill="#3b92c9"/>
  <path d="M0 170 H640 V190 H0 Z" fill="#eed9a8"/>
  <g fill="#f4f1ea"><rect x="470" y="96" width="120" height="74"/><rect x="484" y="110" width="20" height="20" fill="#8fb7d1"/><rect x="516" y="110" width="20" height="20" fill="#8fb7d1"/><rect x="548" y="110" width="20" height="20" fill="#8fb7d1"/></g>
  <path d="M462 96 L530 70 L598 96 Z" fill="#c4553f"/>
  <path d="M0 190 H640 V360 H0 Z" fill="#2e9a55"/>
  <g fill="#2a8c4d"><path d="M0 215 H640 V240 H0 Z"/><path d="M0 265 H640 V290 H0 Z"/><path d="M0 315 H640 V340 H0 Z"/></g>
  <g fill="none" stroke="#eef8f1" stroke-width="3"><rect x="30" y="205" width="580" height="145"/><path d="M320 205 V350"/><circle cx="320" cy="278" r="36"/></g>
  <g stroke="#e6ebf2" stroke-width="2" opacity="0.6"><path d="M20 190 V100 M80 190 V100 M140 190 V100 M200 190 V100 M260 190 V100 M320 190 V100 M380 190 V100 M440 190 V100 M20 100 H440 M20 130 H440 M20 160 H440"/></g>
</svg>`;

/** The Andheri courts: a badminton hall under lights. */
const andheriCourts = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#3b3f5c"/>
  <path d="M0 0 H640 V90 H0 Z" fill="#2c2f47"/>
  <g fill="#fff4cf"><rect x="90" y="30" width="90" height="10" rx="4"/><rect x="275" y="30" width="90" height="10" rx="4"/><rect x="460" y="30" width="90" height="10" rx="4"/></g>
  <path d="M0 150 H640 V360 H0 Z" fill="#1f7a6c"/>
  <g fill="none" stroke="#f1f5f4" stroke-width="3"><path d="M60 170 H580 L620 350 H20 Z"/><path d="M320 170 V350"/><path d="M40 260 H600"/></g>
  <g stroke="#f5f5f5" stroke-width="2"><path d="M50 210 H590"/><path d="M50 210 V265 M590 210 V265"/></g>
  <g stroke="#d8dbe8" stroke-width="1" opacity="0.7"><path d="M50 220 H590 M50 232 H590 M50 244 H590"/></g>
  <g><path d="M200 300 l14 -24 14 24 z" fill="#ffffff"/><circle cx="214" cy="304" r="6" fill="#f0b429"/></g>
</svg>`;

/** Which demo venue (its spaceId in venues.ts) gets which drawing. */
const PHOTOS: Record<string, string> = {
  'space-marina-turf': marinaTurf,
  'space-andheri-courts': andheriCourts,
};

/** Stores the photos as the venue manager's uploads; answers the image id for each spaceId. */
export const seedDemoVenuePhotos = async (blobs: BlobStore, managerId: string): Promise<Map<string, string>> => {
  const ids = new Map<string, string>();
  for (const [spaceId, svg] of Object.entries(PHOTOS)) {
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: W } }).render().asPng();
    const stored = await blobs.put(png, { contentType: 'image/png', ownerId: managerId });
    ids.set(spaceId, stored.id);
  }
  return ids;
};
