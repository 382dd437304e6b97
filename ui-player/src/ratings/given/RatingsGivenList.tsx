import styled from '@emotion/styled';
import { Link } from '@tanstack/react-router';
import { usePagedList } from '../../booking/usePagedList';
import { formatDateOnly } from '../../ui/dayWords';
import { ButtonLink, Card, Muted } from '../../ui/primitives';
import { color } from '../../ui/theme';
import { fetchRatingsGiven, type RatingGiven, type RatingsGivenPage } from './api';
import { detailWords, disputeWords, gameWords, ratedName, starsLabel, starsText } from './words';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { Note } from '../../ui/layout';

const asPage = (page: RatingsGivenPage) => ({ items: page.ratings, nextUrl: page.nextUrl });

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Sentence = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  line-height: 1.5;
`;

const Stars = styled.span`
  color: ${color.accent};
  letter-spacing: 1px;
  white-space: nowrap;
`;

const Quote = styled.p`
  margin: 6px 0 0;
  color: ${color.muted};
  font-style: italic;
  overflow-wrap: anywhere;
`;

/** "You rated <Arjun> ★★★★☆ · Intermediate · Punctual, Team player", the name a link to the player. */
function WhatYouSaid({ rating }: { rating: RatingGiven }) {
  if (!rating.rated) return <Sentence>{gameWords(rating)}</Sentence>;
  const details = detailWords(rating);
  return (
    <Sentence>
      You rated{' '}
      <Link to="/players/$userId" params={{ userId: rating.rated.userId }} style={{ fontWeight: 700 }}>
        {ratedName(rating.rated)}
      </Link>
      {rating.stars !== null && (
        <>
          {' '}
          <Stars role="img" aria-label={starsLabel(rating.stars)}>
            {starsText(rating.stars)}
          </Stars>
        </>
      )}
      {rating.kind === 'host' && ' as host'}
      {details.length > 0 && ` · ${details.join(' · ')}`}
    </Sentence>
  );
}

/** "Friday Night Football · Sat 21 Nov" linking to the game; a deleted game is named as it was, without a link. */
function TheGame({ game }: { game: RatingGiven['game'] }) {
  // The day never breaks over two lines on a phone ("Fri 6 / Nov").
  const when = game.date ? ` · ${formatDateOnly(game.date).replace(/ /g, '\u00a0')}` : '';
  const listing = game.listingName ? ` · ${game.listingName}` : '';
  if (game.deleted) {
    return (
      <Note above={1}>
        {game.name || 'A game'}
        {when} (deleted by its host){listing}
      </Note>
    );
  }
  return (
    <Note above={1}>
      <Link to="/games/$activityId" params={{ activityId: game.activityId }}>
        {game.name || 'The game'}
        {when}
      </Link>
      {listing}
    </Note>
  );
}

/** The ratings the player gave, newest first (docs/ratings.md "Ratings you gave"). */
export function RatingsGivenList({ firstPage }: { firstPage: RatingsGivenPage }) {
  const { items, hasMore, loading, error, loadMore } = usePagedList(firstPage, asPage, fetchRatingsGiven);
  if (items.length === 0 && !hasMore) {
    return (
      <Card>
        <p style={{ marginTop: 0 }}>You have not rated anyone yet</p>
        <Muted as="p">
          After a game you played, rate its host, the other players and the game from the game's page. Your past games are under Past.
        </Muted>
        <ButtonLink to="/" search={{ tab: 'past' }}>
          See past games
        </ButtonLink>
      </Card>
    );
  }
  return (
    <>
      <List aria-label="Ratings you gave">
        {items.map((rating) => {
          const dispute = disputeWords(rating);
          return (
            <Card as="li" key={rating.id} data-testid="rating-given">
              <WhatYouSaid rating={rating} />
              {dispute && <Sentence style={{ marginTop: 4 }}>{dispute}</Sentence>}
              {rating.description && <Quote>“{rating.description}”</Quote>}
              <TheGame game={rating.game} />
              {rating.revisions > 0 && <Muted>Edited after you first gave it</Muted>}
            </Card>
          );
        })}
      </List>
      {error && <Muted role="alert">{error}</Muted>}
      <div>
        <LoadMoreButton hasMore={hasMore} loading={loading} onMore={loadMore} />
      </div>
    </>
  );
}
