import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The map of the repository that opens docs/architecture.md stays true
 * (docs/adr/0125-workspaces-by-what-they-hold.md): every top-level folder git tracks has a line,
 * every folder a line names exists, and the README's layout table and the design card's
 * "Top level" name the same top-level folders.
 */
const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The text from a heading to the next heading of the same level or higher. */
const section = (text: string, heading: string): string => {
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${heading} is there`).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)![0];
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
};

/** The folders a table's first column names in backticks (`a`, `b/`), without a trailing slash. */
const firstColumnFolders = (table: string): string[] =>
  table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, '')));

const topLevel = (folders: string[]) => [...new Set(folders.filter((f) => !f.includes('/')))].sort();

/** Top-level directories holding a tracked file (the index, so a folder just added with git add counts). */
const trackedTopLevel = (): string[] => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0');
  return [...new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!))].sort();
};

const architecture = read('docs/architecture.md');
const map = firstColumnFolders(section(architecture, '## Map of the repository'));

describe('the map of the repository (docs/architecture.md)', () => {
  it('opens the page, right under its title', () => {
    expect(architecture.split('\n').slice(0, 3)).toEqual(['# Architecture', '', '## Map of the repository']);
  });

  it('has a line for every top-level folder git tracks, and no folder twice', () => {
    const tracked = trackedTopLevel();
    expect(tracked.length).toBeGreaterThan(10);
    expect(tracked.filter((folder) => !map.includes(folder))).toEqual([]);
    expect(map.filter((folder, i) => map.indexOf(folder) !== i)).toEqual([]);
  });

  it('names only folders that exist', () => {
    expect(map.filter((folder) => !(existsSync(join(root, folder)) && statSync(join(root, folder)).isDirectory()))).toEqual([]);
  });

  it("matches the README's layout table", () => {
    expect(topLevel(firstColumnFolders(section(read('README.md'), '## Layout')))).toEqual(topLevel(map));
  });

  it('matches the design card\'s "Top level"', () => {
    const bullet = /^- \*\*Top level:\*\*([\s\S]*?)\n(?=- \*\*|\n)/m.exec(section(architecture, '## The design card'));
    expect(bullet, 'the design card has a Top level bullet').not.toBeNull();
    const named = [...bullet![1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    expect(topLevel(named)).toEqual(topLevel(map));
  });
});
