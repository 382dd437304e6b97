import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStyleCount, rawStyleLiterals, sizesAndRadii } from './styleAudit';
import { TAP_TARGET_PX, fontSize, lineHeight, radius, space, tokenVariables } from './tokens';

const src = join(import.meta.dirname, '..');

/**
 * Where a raw colour, font size or radius is the token itself, with the reason. Anything else
 * draws with ui/tokens.ts, so a screen cannot drift from the scale (docs/adr/0130-player-ui-design-tokens.md).
 */
const ALLOWED: Record<string, string> = {
  'ui/tokens.ts': 'the tokens themselves',
  'ui/theme.ts': 'the two palettes the colour tokens read (CSS variables)',
  'ui/styleAudit.ts': 'the patterns that find raw literals',
};

const componentFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file) && !file.startsWith('test/') && file !== 'routeTree.gen.ts',
);

describe('the player UI draws with its tokens', () => {
  it('finds the components (the scan reads src/)', () => {
    expect(componentFiles.length).toBeGreaterThan(100);
    expect(componentFiles).toContain('games/GameCard.tsx');
  });

  it('has no raw colour, font size or radius outside ui/tokens.ts and the allowlist', () => {
    const found = componentFiles
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => rawStyleLiterals(readFileSync(join(src, file), 'utf8')).map((l) => `${file}:${l.line} ${l.kind} ${l.text}`));
    expect(found, 'use a token from ui/tokens.ts (fontSize, radius, color, shadow, scrim, wheel)').toEqual([]);
  });

  it('uses at most the six type sizes and four radii of the scale', () => {
    const used = componentFiles.map((file) => sizesAndRadii(readFileSync(join(src, file), 'utf8')));
    const sizes = new Set(used.flatMap((u) => u.fontSizes));
    const radii = new Set(used.flatMap((u) => u.radii));
    expect(sizes.size).toBeLessThanOrEqual(Object.keys(fontSize).length);
    expect(radii.size).toBeLessThanOrEqual(Object.keys(radius).length);
  });
});

describe('the scan that holds it', () => {
  it('finds raw literals in styled templates, inline styles and SVG attributes', () => {
    const source = [
      'const A = styled.div`',
      '  color: #1a8f4c;',
      '  font-size: 13px;',
      '  border-radius: 6px;',
      '  box-shadow: 0 1px 2px rgb(0 0 0 / 0.3);',
      '`;',
      "const b = <p style={{ fontSize: 18, borderRadius: '50%', background: 'white' }} />;",
      '<circle fill="#263238" />',
    ].join('\n');
    expect(rawStyleLiterals(source).map((l) => `${l.line} ${l.kind} ${l.text}`)).toEqual([
      '2 colour #1a8f4c',
      '3 font-size 13px',
      '4 radius 6px',
      '5 colour rgb(0 0 0 / 0.3)',
      '7 colour white',
      '7 font-size 18',
      '7 radius 50%',
      '8 colour #263238',
    ]);
  });

  it('passes tokens, keywords, comments and anchors', () => {
    const source = [
      '// #ffffff was the old button text',
      'const A = styled.div`',
      '  font-size: ${fontSize.sm};',
      '  line-height: ${lineHeight.lg};',
      '  border-radius: ${radius.md} ${radius.md} 0 0;',
      '  border-radius: 0;',
      '  font: inherit;',
      '  color: ${color.muted};',
      '`;',
      '<a href="#main" style={{ fontSize: fontSize.lg, borderRadius: radius.pill }} />',
    ].join('\n');
    expect(rawStyleLiterals(source)).toEqual([]);
  });

  it('counts inline style props', () => {
    expect(inlineStyleCount('<p style={{ margin: 0 }} /><i style={{ color }} />\n// style={{ x }} was here')).toBe(2);
  });
});

describe('the scales', () => {
  it('spaces on a 4-px grid', () => {
    for (const [step, value] of Object.entries(space)) expect(value).toBe(step === '0' ? '0' : `${Number(step) * 4}px`);
  });

  it('gives every type size a line height and grows with the scale', () => {
    const px = Object.values(fontSize).map((size) => Number.parseInt(size, 10));
    expect(px).toEqual([...px].sort((a, b) => a - b));
    expect(Object.keys(lineHeight)).toEqual(Object.keys(fontSize));
  });

  it('writes the tokens as CSS variables for plain CSS', () => {
    const variables = tokenVariables();
    expect(variables).toContain('--space-4: 16px;');
    expect(variables).toContain(`--font-size-md: ${fontSize.md};`);
    expect(variables).toContain(`--radius-pill: ${radius.pill};`);
    expect(variables).toContain(`--tap-target: ${TAP_TARGET_PX}px;`);
  });
});
