/**
 * Finds the style literals ui/tokens.ts exists to replace: a raw colour, font size or radius written
 * in a component instead of a token. Read by ui/tokens.spec.ts (which fails on any outside its
 * allowlist) and by scripts/styleCounts.ts (which counts them). Works on the source text, so it
 * sees styled templates, `css` blocks, inline `style={{…}}` and SVG attributes alike.
 */
export type LiteralKind = 'colour' | 'font-size' | 'radius';

export interface StyleLiteral {
  kind: LiteralKind;
  /** The literal as written, e.g. `#ffffff`, `14px`, `fontSize: 18`. */
  text: string;
  line: number;
}

const NAMED_COLOURS = 'white|black|red|green|blue|gray|grey|silver|yellow|orange|purple';

/** Each pattern's first group is the value; values that are tokens or keywords never match. */
const PATTERNS: readonly (readonly [LiteralKind, RegExp])[] = [
  ['colour', /(?<![\w&/])(#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4}))\b/gi],
  ['colour', /\b((?:rgba?|hsla?)\([^)]*\))/g],
  ['colour', new RegExp(`\\b(?:color|background|fill|stroke|border(?:-[a-z]+)?)\\s*[:=]\\s*['"{]?\\s*((?:${NAMED_COLOURS})\\b)`, 'gi')],
  ['font-size', /font-size\s*[:=]\s*['"]?(?![\s'"]|\$\{|inherit\b)([^;'"\n}]+)/g],
  ['font-size', /\bfontSize\s*[:=]\s*\{?\s*(?![\s{]|fontSize\.)(['"`\d][^,}\n]*)/g],
  ['font-size', /\bfont\s*:\s*(?!\s|inherit\b|\$\{fontSize)([^;\n]*\d[^;\n]*)/g],
  ['radius', /border-(?:[a-z]+-)*radius\s*:\s*(?!\s|\$\{radius\.|0;|inherit\b)([^;\n]+)/g],
  ['radius', /\bborder\w*Radius\s*[:=]\s*\{?\s*(?![\s{]|radius\.)(['"`\d][^,}\n]*)/g],
];

/** The source without comments (block comments, and lines that are a comment), keeping line numbers. */
const withoutComments = (source: string): string =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => (/^\s*\/\//.test(line) ? '' : line))
    .join('\n');

export function rawStyleLiterals(source: string): StyleLiteral[] {
  const code = withoutComments(source);
  const found: StyleLiteral[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const text = (match[1] ?? match[0]).trim().replace(/^['"`]|['"`]$/g, '');
      const line = code.slice(0, match.index).split('\n').length;
      found.push({ kind, text, line });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Inline `style={{…}}` props, the other thing tokens and small styled components replace. */
export const inlineStyleCount = (source: string): number => withoutComments(source).match(/\bstyle=\{\{/g)?.length ?? 0;

/** Which type sizes and radii a file draws with, raw or by token name (`fontSize.sm`, `radius.md`). */
export function sizesAndRadii(source: string): { fontSizes: string[]; radii: string[] } {
  const code = withoutComments(source);
  const literals = rawStyleLiterals(source);
  const tokens = (pattern: RegExp) => [...code.matchAll(pattern)].map((match) => `token:${match[1]}`);
  return {
    fontSizes: [...literals.filter((l) => l.kind === 'font-size').map((l) => l.text), ...tokens(/\bfontSize\.(xs|sm|md|lg|xl|xxl)\b/g)],
    radii: [...literals.filter((l) => l.kind === 'radius').map((l) => l.text), ...tokens(/\bradius\.(sm|md|lg|pill)\b/g)],
  };
}
