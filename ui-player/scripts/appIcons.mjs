// Draws the installable app's PNG icons from public/favicon.svg (docs/adr/0098-installable-app.md).
// Run after changing the favicon: `node ui-player/scripts/appIcons.mjs`; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
/** The app's green (ui/theme.ts, light accent): the maskable icon's full bleed. */
const GREEN = '#157a40';

const png = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng();

// "any": the favicon as it is, rounded corners and all.
for (const size of [192, 512]) writeFileSync(`${publicDir}icon-${size}.png`, png(favicon, size));

// "maskable": launchers cut it to a circle or squircle, keeping only the middle 80 % (the safe zone);
// so the whole square is green, and the ball sits at 60 % of the width, inside that zone.
const inner = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(32 32) scale(1.2) translate(-32 -32)">${inner}</g></svg>`;
writeFileSync(`${publicDir}icon-maskable-512.png`, png(maskable, 512));
// iOS's home screen icon (apple-touch-icon): opaque, 180 px, iOS rounds it itself.
writeFileSync(`${publicDir}apple-touch-icon.png`, png(maskable.replace('scale(1.2)', 'scale(1.4)'), 180));
console.log('icons written to', publicDir);
