/** `pending_payment` → `Pending payment`: status codes as people read them. */
export const humanize = (code: string): string => {
  const words = code
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const choicesOf = (values: readonly string[]) => values.map((id) => ({ id, name: humanize(id) }));

/** A region's slug as its city reads ('mumbai' → 'Mumbai', 'navi-mumbai' → 'Navi Mumbai'): venues and games hold the slug. */
export const regionWords = (slug: string): string =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
