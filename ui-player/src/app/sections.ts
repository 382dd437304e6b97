/** The main sections: the bottom tab bar on a phone, the top nav from 1024 px. */
export const SECTIONS = [
  {
    to: '/',
    label: 'Games',
    match: (path: string) =>
      path === '/' || path.startsWith('/games') || path.startsWith('/rate') || path === '/leaderboard' || path.startsWith('/players/'),
  },
  {
    to: '/venues',
    label: 'Book',
    match: (path: string) => ['/venues', '/cart', '/checkout', '/orders', '/pay'].some((p) => path.startsWith(p)),
  },
  { to: '/inbox', label: 'Inbox', match: (path: string) => path.startsWith('/inbox') },
  { to: '/profile', label: 'Profile', match: (path: string) => path.startsWith('/profile') || path.startsWith('/settings') },
] as const;

export type Section = (typeof SECTIONS)[number];

export const sectionOf = (path: string): Section | undefined => SECTIONS.find((s) => s.match(path));

/** Pages at the top of a section show the product name; the others a back arrow (DESIGN.md "Frame"). */
const TOP_LEVEL = ['/', '/venues', '/inbox', '/profile', '/leaderboard', '/cart', '/orders', '/sign-in', '/games/manage'];

export const isTopLevel = (path: string): boolean => TOP_LEVEL.includes(path.replace(/\/+$/, '') || '/');

/** Where the back arrow leads when the app was opened on this page (no history of ours to go back in). */
export function parentOf(path: string): string {
  const rate = /^\/rate\/([^/]+)/.exec(path);
  if (rate) return `/games/${rate[1]}`;
  const game = /^\/games\/([^/]+)\/(edit|manage)$/.exec(path);
  if (game && game[1] !== 'manage') return `/games/${game[1]}`;
  if (path.startsWith('/venues/')) return '/venues';
  if (path.startsWith('/orders/')) return '/orders';
  if (path.startsWith('/checkout/') || path.startsWith('/pay/')) return '/orders';
  if (path.startsWith('/profile/') || path.startsWith('/settings')) return '/profile';
  return '/';
}
