import { Resvg } from '@resvg/resvg-js';
import type { BlobStore } from '@sports/command-service/media/blobStore';

/**
 * Cover images for a few demo games (spec section 3 coverImageorVideo), so the cards' first choice,
 * the game's own cover, is seen beside the sport drawings (docs/adr/0104-picture-on-every-card.md). Drawn here and stored as PNG uploads,
 * as a host's photo would be: the demo ships no photos.
 */
const W = 640;
const H = 360;

/** A floodlit five-a-side cage at dusk. */
const futsalAtDusk = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2a4a"/><stop offset="1" stop-color="#e0795a"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0" r="0.8"><stop offset="0" stop-color="#fff6d5" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <path d="M0 190 L80 150 L160 175 L260 135 L360 170 L460 140 L560 172 L640 150 L640 200 L0 200 Z" fill="#2c2f45"/>
  <rect x="60" y="40" width="6" height="170" fill="#3a3f55"/><rect x="574" y="40" width="6" height="170" fill="#3a3f55"/>
  <rect x="44" y="30" width="38" height="14" rx="3" fill="#fff3c4"/><rect x="558" y="30" width="38" height="14" rx="3" fill="#fff3c4"/>
  <ellipse cx="63" cy="60" rx="160" ry="120" fill="url(#glow)"/><ellipse cx="577" cy="60" rx="160" ry="120" fill="url(#glow)"/>
  <path d="M0 200 H640 V360 H0 Z" fill="#2f8f4e"/>
  <path d="M0 200 H640 V230 H0 Z" fill="#2a8046"/><path d="M0 260 H640 V290 H0 Z" fill="#2a8046"/><path d="M0 320 H640 V350 H0 Z" fill="#2a8046"/>
  <g fill="none" stroke="#e8f5ec" stroke-width="3" opacity="0.85"><path d="M320 200 V360"/><ellipse cx="320" cy="290" rx="70" ry="34"/><path d="M0 240 H90 V340 H0"/><path d="M640 240 H550 V340 H640"/></g>
  <g stroke="#d7dbe6" stroke-width="2" opacity="0.5"><path d="M0 200 V120 M40 200 V120 M80 200 V120 M120 200 V120 M520 200 V120 M560 200 V120 M600 200 V120 M640 200 V120 M0 120 H130 M510 120 H640"/></g>
  <g><circle cx="410" cy="300" r="26" fill="#fff"/><path d="M410 286 l13 9 -5 15 h-16 l-5 -15 z" fill="#1d2b22"/></g>
  <g fill="#1d2b22"><circle cx="210" cy="222" r="9"/><path d="M203 232 h14 l4 34 h-8 l-3 -18 -3 18 h-8 z"/><circle cx="470" cy="226" r="9"/><path d="M463 236 h14 l5 32 h-8 l-4 -16 -3 16 h-8 z"/></g>
</svg>`;

/** A seven-a-side turf on a Saturday morning. */
const turfMorning = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd0f2"/><stop offset="1" stop-color="#dff2fb"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="540" cy="70" r="34" fill="#ffd766"/>
  <path d="M0 170 Q120 120 240 160 T480 150 T640 160 V200 H0 Z" fill="#7bb36a"/>
  <g fill="#4f8a4a"><circle cx="70" cy="160" r="26"/><circle cx="110" cy="150" r="32"/><circle cx="600" cy="158" r="28"/></g>
  <path d="M-40 360 L140 190 H500 L680 360 Z" fill="#38a05a"/>
  <path d="M40 360 L170 190 H230 L120 360 Z M240 360 L250 190 H310 L320 360 Z M440 360 L390 190 H450 L520 360 Z" fill="#33954f"/>
  <g fill="none" stroke="#f3fbf5" stroke-width="3"><path d="M140 190 H500 L680 360 M140 190 L-40 360"/><path d="M320 190 V360"/><ellipse cx="320" cy="262" rx="80" ry="30"/></g>
  <g fill="none" stroke="#ffffff" stroke-width="4"><path d="M282 190 V168 H358 V190"/></g>
  <g><circle cx="250" cy="300" r="22" fill="#fff"/><path d="M250 288 l11 8 -4 12 h-14 l-4 -12 z" fill="#23302a"/></g>
  <g fill="#c0392b"><circle cx="420" cy="226" r="10"/><path d="M412 237 h16 l5 36 h-9 l-4 -18 -4 18 h-9 z"/></g>
  <g fill="#2c3e99"><circle cx="180" cy="240" r="10"/><path d="M172 251 h16 l5 36 h-9 l-4 -18 -4 18 h-9 z"/></g>
</svg>`;

/** Which demo game (its key in games.ts) gets which drawing. */
const COVERS: Record<string, string> = {
  'upcoming-matchfull': futsalAtDusk,
  'upcoming-paid': turfMorning,
};

/** Stores the covers as the host's uploads would be; answers the image id for each game key. */
export const seedDemoCovers = async (blobs: BlobStore, hostOf: (gameKey: string) => string): Promise<Map<string, string>> => {
  const ids = new Map<string, string>();
  for (const [key, svg] of Object.entries(COVERS)) {
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: W } }).render().asPng();
    const stored = await blobs.put(png, { contentType: 'image/png', ownerId: hostOf(key) });
    ids.set(key, stored.id);
  }
  return ids;
};
