import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Documentation that stands alone: someone who clones the repository has only
 * the repository, so the README and docs/ may link nothing outside it, and every relative link
 * must reach a file that exists (and a heading that exists, for links with an anchor).
 */
const root = join(import.meta.dirname, '..');
const pages = [
  'README.md',
  'deploy/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  // The decision records (docs/adr/README.md): their links to docs and bench results must resolve too.
  ...readdirSync(join(root, 'docs/adr'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/adr/${f}`),
];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string): Set<string> =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

/** Markdown links and inline code that name a path: both are what a reader follows. */
const linksOf = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

describe('the README and docs/ stand alone', () => {
  it.each(pages)('%s names nothing outside the repository', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    expect(text).not.toMatch(/\.\.\/shared|\/work\/|\.library|seed\/000_/);
  });

  it.each(pages)('%s: every relative link reaches a file (and heading) in the repository', (page) => {
    const broken: string[] = [];
    for (const link of linksOf(readFileSync(join(root, page), 'utf8'))) {
      if (/^[a-z]+:/i.test(link)) continue; // https:, mailto:
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = path === '' ? join(root, page) : resolve(dirname(join(root, page)), path);
      if (relative(root, target).startsWith('..')) broken.push(`${link} (outside the repository)`);
      else if (!existsSync(target)) broken.push(`${link} (no such file)`);
      else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) broken.push(`${link} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });

  it('docs/product.md covers every section the code cites', () => {
    const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
    for (let section = 1; section <= 9; section++) expect(product).toMatch(new RegExp(`^## ${section}\\. `, 'm'));
  });
});

/** The decision records (docs/adr/README.md): numbered files in Nygard's shape, each with one row in the index. */
describe('the decision records', () => {
  const adr = join(root, 'docs/adr');
  const records = readdirSync(adr).filter((f) => /^\d{4}-[a-z0-9-]+\.md$/.test(f) && !f.startsWith('0000-'));

  it.each(records)('%s has its number as title, a day, and Status, Context, Decision and Consequences', (file) => {
    const text = readFileSync(join(adr, file), 'utf8');
    expect(text.startsWith(`# ${file.slice(0, 4)}. `)).toBe(true);
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    for (const section of ['Status', 'Context', 'Decision', 'Consequences']) expect(text).toMatch(new RegExp(`^## ${section}$`, 'm'));
    expect(text).toMatch(/^## Status\n\n(Proposed|Accepted|Superseded by \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\))/m);
  });

  it('numbers are not reused, and the index has one row per record and no row without one', () => {
    const numbers = records.map((f) => f.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    const index = readFileSync(join(adr, 'README.md'), 'utf8');
    const rows = [...index.matchAll(/^\| (\d{4}) \| \[[^\]]+\]\((\d{4}-[a-z0-9-]+\.md)\)/gm)].map((m) => m[2]!);
    expect(rows.toSorted()).toEqual(records.toSorted());
  });
});
