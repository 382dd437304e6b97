import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { primeGameList } from '../games/earlyGameList';
import { createAppRouter } from '../router';

/**
 * LCP of `/` on a phone: the platform draws a visitor's first screen into
 * index.html with the app's own components, so a phone paints the first games with the HTML
 * instead of after the scripts. The app then draws the same page whole and puts it in place in
 * one commit (src/main.tsx). Built by `npm run build` into dist-server/ (vite --ssr).
 */

/** The list a visitor's discovery page opens with: Suggested, never empty (the same URL index.html's early request asks for). */
export const VISITOR_FIRST_LIST = '/api/vm/activities/suggested/0/9';

/**
 * The markup of `/` for a visitor, drawn from `listReply` (the query API's reply for
 * VISITOR_FIRST_LIST). Null when the page could not be drawn whole (the list failed): the app
 * then draws it in the browser as before.
 */
export async function renderFirstScreen(listReply: Promise<Response>): Promise<string | null> {
  primeGameList(VISITOR_FIRST_LIST, listReply);
  // The URL the router makes canonical for `/` (its search defaults), so it draws rather than redirects.
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/?tab=suggested'] }));
  await router.load();
  if (router.state.matches.some((match) => match.status !== 'success')) return null;
  // The router's own inline scripts (scroll restoration) are for its hydration, which this page does not use.
  return renderToString(<RouterProvider router={router} />).replace(/<script\b[\s\S]*?<\/script>/gi, '');
}
