import { closeSync, openSync, readSync, statSync, truncateSync, writeSync } from 'node:fs';

/**
 * The damage the start-time check must catch, done to a copy of a closed SQLite file (tests only):
 * a file cut short, pages in the middle overwritten with garbage, a header that is not SQLite's.
 */
export type Damage = 'truncated' | 'garbled pages' | 'wrong header';
export const DAMAGES: Damage[] = ['truncated', 'garbled pages', 'wrong header'];

const pageSizeOf = (file: string) => {
  const header = Buffer.alloc(18);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 18, 0);
  } finally {
    closeSync(fd);
  }
  const raw = header.readUInt16BE(16);
  return raw === 1 ? 65_536 : raw;
};

/** Bytes from a fixed seed, so a failing run damages the same way again. */
const garbage = (length: number, seed: number) => {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    bytes[i] = seed >>> 16;
  }
  return bytes;
};

export const damage = (file: string, how: Damage): void => {
  const { size } = statSync(file);
  const pageSize = pageSizeOf(file);
  const pages = size / pageSize;
  if (how === 'truncated') {
    // Half the pages and a part page: what a copy cut short by a full disk or a killed `cp` leaves.
    truncateSync(file, Math.floor(pages / 2) * pageSize + 1_000);
    return;
  }
  const fd = openSync(file, 'r+');
  try {
    if (how === 'wrong header') writeSync(fd, Buffer.from('Not SQLite data!', 'latin1'), 0, 16, 0);
    else writeSync(fd, garbage(pageSize * 8, 42), 0, pageSize * 8, Math.floor(pages / 2) * pageSize);
  } finally {
    closeSync(fd);
  }
};
