import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A reader outside the team has the repository and nothing else: no tracker. So source, tests,
 * docs, the README and what the UIs serve cite the spec's sections (docs/product.md) and the
 * decision records (docs/adr/), never a tracker's numbered issues or items.
 */
const root = join(import.meta.dirname, '..');

const PRIVATE_REFERENCE = [
  /\bissues?\s+#?\d+/i,
  /\b(?:the\s+)?[a-z-]+\s+issue,?\s+items?\s+\d+/i,
  /\(\s*(?:the\s+)?[a-z-]+\s+issue\s*[),:;]/i,
  /#[a-z0-9-]*-issue-\d+/i,
];

/** Tracked text files: the lockfile is npm's, and images are not read. */
const trackedTextFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => path && path !== 'package-lock.json' && !/\.(png|jpe?g|gif|webp|ico|woff2?|ttf|sqlite|parquet)$/i.test(path));

/** Every line of the tree that points at the tracker, as `path:line: text`. */
export function privateReferences(files: readonly string[] = trackedTextFiles()): string[] {
  const found: string[] = [];
  for (const path of files) {
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // a tracked file deleted in the working tree
    }
    text.split('\n').forEach((line, index) => {
      if (PRIVATE_REFERENCE.some((pattern) => pattern.test(line))) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

describe('no private references', () => {
  it('recognises the forms a tracker reference takes', () => {
    // Numbers are put in at run time, so this file holds no reference itself.
    const [n, m] = [18, 2];
    const samples = [
      `// issue ${n} item ${m}: only what can succeed`,
      `(the back-office ${'issue'})`,
      `the games issue, item ${m}`,
      `[x](a.md#paid-games-issue-${n}-item-${m})`,
      `Issues ${n} and ${m}`,
    ];
    for (const sample of samples)
      expect(
        PRIVATE_REFERENCE.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    const fine = ['zod issues into field errors', 'tokens.issue({ userId })', '50 minutes after issue', 'a cart item'];
    for (const sample of fine)
      expect(
        PRIVATE_REFERENCE.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(false);
  });

  it('no tracked file cites the tracker', () => {
    expect(privateReferences()).toEqual([]);
  });
});
