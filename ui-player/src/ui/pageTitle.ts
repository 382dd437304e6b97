/**
 * Each page's own <title>, declared with its route as TanStack Router's `head`:
 * `head: ({ loaderData }) => pageTitle(loaderData?.name ?? 'Game', 'Games')` gives "Weekday 7-a-side · Games".
 * app/useRouteTitle.ts writes the deepest route's title to the document.
 */
export const pageTitle = (page: string, section?: string) => ({
  meta: [{ title: section && section !== page ? `${page} · ${section}` : page }],
});
