/** Spec sections 2 and 9: the screen size classes, by the viewport's width in CSS pixels. */
export const SIZE_CLASSES = ['MOBILE', 'TAB', 'LG', 'XL'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

/** The width each class starts at (MOBILE is everything below TAB). */
export const SIZE_CLASS_FROM = { MOBILE: 0, TAB: 768, LG: 1024, XL: 1440 } as const satisfies Record<SizeClass, number>;

export function sizeClassFor(width: number): SizeClass {
  if (width >= SIZE_CLASS_FROM.XL) return 'XL';
  if (width >= SIZE_CLASS_FROM.LG) return 'LG';
  if (width >= SIZE_CLASS_FROM.TAB) return 'TAB';
  return 'MOBILE';
}

/** Media queries for styles: `${mediaFrom.TAB} { ... }` applies from 768 px up. */
export const mediaFrom = {
  TAB: `@media (min-width: ${SIZE_CLASS_FROM.TAB}px)`,
  LG: `@media (min-width: ${SIZE_CLASS_FROM.LG}px)`,
  XL: `@media (min-width: ${SIZE_CLASS_FROM.XL}px)`,
} as const;
