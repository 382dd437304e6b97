/** The spec's paged lists ("0/30", "0/9") answer with the next page's URL while more follow; `found` holds one extra to tell. */
export const pageOf = <T>(found: T[], request: { url: string; page: number; size: number }): { items: T[]; nextUrl: string | null } => {
  const url = new URL(request.url);
  const more = found.length > request.size;
  return {
    items: found.slice(0, request.size),
    nextUrl: more ? `${url.pathname.replace(/\/\d+\/\d+$/, `/${request.page + 1}/${request.size}`)}${url.search}` : null,
  };
};
