import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '../app/RouteError';
import { fetchVenues, firstVenuesUrl } from '../booking/api';
import { ListingPicker } from '../booking/ListingPicker';
import { Stack, Title } from '../booking/styles';
import { VenueList } from '../booking/VenueList';
import { pageTitle } from '../ui/pageTitle';

const searchSchema = z.object({
  listing: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .catch('football')
    .default('football'),
});

/** Venues by listing (spec section 7 "GET venues by listing", fetch 0/30): `/venues?listing=badminton`. */
export const Route = createFileRoute('/venues/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchVenues(firstVenuesUrl(deps.listing)),
  head: () => pageTitle('Book a venue', 'Book'),
  component: VenuesPage,
  errorComponent: RouteError,
});

function VenuesPage() {
  const { listing } = Route.useSearch();
  return (
    <Stack>
      <Title>Book a venue</Title>
      <ListingPicker key={listing} listingId={listing} />
      <VenueList firstPage={Route.useLoaderData()} listingId={listing} />
    </Stack>
  );
}
