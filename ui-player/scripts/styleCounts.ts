/**
 * How far the player UI draws with its tokens (ui/tokens.ts): inline style props, distinct type sizes
 * and radii, and raw style literals, over src/ without specs. Run: npx tsx ui-player/scripts/styleCounts.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inlineStyleCount, rawStyleLiterals, sizesAndRadii } from '../src/ui/styleAudit';

const src = join(import.meta.dirname, '../src');
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file) && !file.endsWith('routeTree.gen.ts') && !file.startsWith('test/'))
  .map((file) => join(src, file));

let inline = 0;
const fontSizes = new Set<string>();
const radii = new Set<string>();
const raw = { colour: 0, 'font-size': 0, radius: 0 };
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  inline += inlineStyleCount(source);
  if (relative(src, file) === 'ui/tokens.ts') continue;
  const used = sizesAndRadii(source);
  // 14 in a style prop is 14px in CSS.
  for (const size of used.fontSizes) fontSizes.add(size.replace(/^(\d+)$/, '$1px'));
  for (const r of used.radii) radii.add(r.replace(/^(\d+)$/, '$1px'));
  for (const literal of rawStyleLiterals(source)) raw[literal.kind]++;
}
console.log(`files: ${files.length}`);
console.log(`inline style props: ${inline}`);
console.log(`distinct font sizes: ${fontSizes.size} (${[...fontSizes].sort().join(', ')})`);
console.log(`distinct radii: ${radii.size} (${[...radii].sort().join(', ')})`);
console.log(`raw literals outside ui/tokens.ts: colours ${raw.colour}, font sizes ${raw['font-size']}, radii ${raw.radius}`);
