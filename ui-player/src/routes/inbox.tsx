import styled from '@emotion/styled';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { SignInPrompt } from '../booking/SignInPrompt';
import { Stack } from '../booking/styles';
import { fetchInboxPage } from '../inbox/api';
import { InboxList } from '../inbox/InboxList';
import { useSession } from '../session/store';
import { pageTitle } from '../ui/pageTitle';
import { fontSize } from '../ui/tokens';

/** `/inbox`: everything the notifier told the signed-in player. */
export const Route = createFileRoute('/inbox')({
  loader: () => (useSession.getState().user ? fetchInboxPage(0) : null),
  head: () => pageTitle('Inbox'),
  component: InboxPage,
  errorComponent: RouteError,
});

/** A list of sentences reads best at a line length a phone also has; the desktop keeps it so. */
const Column = styled(Stack)`
  max-width: 760px;
`;

function InboxPage() {
  const firstPage = Route.useLoaderData();
  return (
    <Column>
      {firstPage ? (
        <InboxList firstPage={firstPage} />
      ) : (
        <>
          <h1 style={{ margin: 0, fontSize: fontSize.xl }}>Inbox</h1>
          <SignInPrompt what="see your inbox" />
        </>
      )}
    </Column>
  );
}
