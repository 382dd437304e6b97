import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

/**
 * Inter from @fontsource/inter, as .woff (satori reads woff, ttf and otf, not woff2). The latin
 * files lack the rupee sign, which is in latin-ext: that one is a family of its own (InterExt), since
 * satori falls back across families (draw.ts: fontFamily 'Inter, InterExt'), not within one.
 */
const FILES: ReadonlyArray<{ subset: 'latin' | 'latin-ext'; weight: 400 | 600 | 800 }> = [400, 600, 800].flatMap((weight) =>
  (['latin', 'latin-ext'] as const).map((subset) => ({ subset, weight: weight as 400 | 600 | 800 })),
);

let loading: Promise<Font[]> | null = null;

/** Read once per process; a failed read is tried again by the next drawing. */
export const interFonts = (): Promise<Font[]> => {
  loading ??= Promise.all(
    FILES.map(async ({ subset, weight }) => ({
      name: subset === 'latin' ? 'Inter' : 'InterExt',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  ).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};
