/** Lower-case ASCII words joined by dashes, for ids made from names (circles, venues). */
export const slugOf = (text: string): string =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
