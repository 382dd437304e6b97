import styled from '@emotion/styled';
import { createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '../app/RouteError';
import { fetchSlots } from '../booking/api';
import { venueToday } from '../booking/dates';
import { DayPicker } from '../booking/DayPicker';
import { placeLine } from '../booking/place';
import { SlotPicker } from '../booking/SlotPicker';
import { Stack, Title } from '../booking/styles';
import { OfferingsPanel } from '../offerings/OfferingsPanel';
import { useVenueOfferings } from '../offerings/useVenueOfferings';
import { VenueTabs, type VenueTab } from '../offerings/VenueTabs';
import { ButtonLink, ErrorText, Muted } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';
import { ShareLinkButton } from '../games/ShareButton';
import { pageUrl } from '../games/share';

const searchSchema = z.object({
  listing: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .catch('football')
    .default('football'),
  date: z.iso.date().optional().catch(undefined),
  /** What the venue sells besides slots (docs/bookings.md "Player screens"). */
  tab: z.enum(['slots', 'classes', 'passes', 'events']).optional().catch(undefined),
});

/**
 * A venue's slots by listing and date with prices (spec section 7 "GET slots by listing"): `/venues/{spaceId}?listing=&date=`;
 * and what else it sells (classes, packs, lockers, memberships, meets, tournaments, events: spec section 1) under `tab`.
 */
export const Route = createFileRoute('/venues/$spaceId')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ listing: search.listing, date: search.date ?? venueToday() }),
  loader: ({ params, deps }) => fetchSlots(deps.listing, deps.date, params.spaceId),
  head: ({ loaderData }) => pageTitle(loaderData?.[0]?.spaceName ?? 'Venue', 'Book'),
  component: VenuePage,
  errorComponent: RouteError,
});

const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

/** The last date's slots while another date loads: dimmed, and taking no taps until the new ones come. */
const SlotList = styled.div`
  &[aria-busy='true'] {
    opacity: 0.5;
    pointer-events: none;
  }
`;

function VenuePage() {
  const { spaceId } = Route.useParams();
  const { listing, date = venueToday(), tab } = Route.useSearch();
  const facilities = Route.useLoaderData();
  const navigate = useNavigate({ from: Route.fullPath });
  const sold = useVenueOfferings(spaceId);
  // While another date's slots load, the list on screen is still the last date's: it says it is busy and takes no
  // taps, so a slot is never put in the cart for the wrong day.
  const loading = useRouterState({ select: (s) => s.isLoading });
  const venue = facilities[0];
  const tabs: VenueTab[] = ['slots', ...sold.groups];
  const current: VenueTab = tab && tabs.includes(tab) ? tab : 'slots';
  const location = venue?.location ?? sold.space?.location;
  const name = venue?.spaceName ?? sold.space?.name;
  return (
    <Stack>
      <TopRow>
        <ButtonLink variant="ghost" to="/venues" search={{ listing }}>
          ‹ All venues
        </ButtonLink>
        {name && (
          <ShareLinkButton
            heading="Share this venue"
            shared={{
              title: name,
              text: location ? `${name}, ${placeLine(location)}: book a slot` : `${name}: book a slot`,
              url: pageUrl(`/venues/${encodeURIComponent(spaceId)}`),
            }}
          />
        )}
      </TopRow>
      <div>
        <Title>{venue?.spaceName ?? sold.space?.name ?? 'Slots'}</Title>
        {location && <Muted>{placeLine(location)}</Muted>}
      </div>
      {tabs.length > 1 && (
        <VenueTabs
          tabs={tabs}
          current={current}
          onPick={(next) => void navigate({ search: { listing, date, ...(next === 'slots' ? {} : { tab: next }) }, replace: true })}
        />
      )}
      {sold.status === 'failed' && <ErrorText role="alert">What else this venue sells could not be loaded; slots are shown.</ErrorText>}
      <div
        id="venue-panel"
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `tab-${current}` : undefined}
      >
        {current === 'slots' || !sold.space ? (
          <Stack>
            <DayPicker date={date} onChange={(next) => void navigate({ search: { listing, date: next } })} />
            <Muted>Prices include tax.</Muted>
            <SlotList data-testid="slot-list" aria-busy={loading || undefined}>
              <SlotPicker facilities={facilities} listingId={listing} />
            </SlotList>
          </Stack>
        ) : (
          <OfferingsPanel group={current} space={sold.space} offerings={sold.offerings} />
        )}
      </div>
    </Stack>
  );
}
