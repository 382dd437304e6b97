import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '../app/RouteError';
import { fetchSlots } from '../booking/api';
import { venueToday } from '../booking/dates';
import { DayPicker } from '../booking/DayPicker';
import { placeLine } from '../booking/place';
import { SlotPicker } from '../booking/SlotPicker';
import { Stack, Title } from '../booking/styles';
import { ButtonLink, Muted } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';

const searchSchema = z.object({
  listing: z.string().regex(/^[a-z0-9-]{1,40}$/).catch('football').default('football'),
  date: z.iso.date().optional().catch(undefined),
});

/** A venue's slots by listing and date with prices (spec section 7 "GET slots by listing"): `/venues/{spaceId}?listing=&date=`. */
export const Route = createFileRoute('/venues/$spaceId')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ listing: search.listing, date: search.date ?? venueToday() }),
  loader: ({ params, deps }) => fetchSlots(deps.listing, deps.date, params.spaceId),
  head: ({ loaderData }) => pageTitle(loaderData?.[0]?.spaceName ?? 'Venue', 'Book'),
  component: VenueSlotsPage,
  errorComponent: RouteError,
});

function VenueSlotsPage() {
  const { listing, date = venueToday() } = Route.useSearch();
  const facilities = Route.useLoaderData();
  const navigate = useNavigate({ from: Route.fullPath });
  const venue = facilities[0];
  return (
    <Stack>
      <div>
        <ButtonLink variant="ghost" to="/venues" search={{ listing }}>
          ‹ All venues
        </ButtonLink>
      </div>
      <div>
        <Title>{venue?.spaceName ?? 'Slots'}</Title>
        {venue && <Muted>{placeLine(venue.location)}</Muted>}
      </div>
      <DayPicker date={date} onChange={(next) => void navigate({ search: { listing, date: next } })} />
      <Muted>Prices include tax.</Muted>
      <SlotPicker facilities={facilities} listingId={listing} />
    </Stack>
  );
}
