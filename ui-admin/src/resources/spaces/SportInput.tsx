import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AutocompleteInput, required, useDataProvider, useInput, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { keyOf } from '../offerings/offeringForm';

type Sport = { id: string; name: string };
type Listing = { listingId?: string; listingName?: string };

/** The choices: the platform's sports, the venue's own as saved, any added here; by name, each id once. */
export function sportChoices(...lists: ReadonlyArray<ReadonlyArray<Listing>>): Sport[] {
  const all = new Map<string, Sport>();
  for (const { listingId, listingName } of lists.flat())
    if (listingId && listingName && !all.has(listingId)) all.set(listingId, { id: listingId, name: listingName });
  return [...all.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A venue's sport (one row of its listings), chosen by name among the platform's sports (GET
 * /api/vm/listings, what the player app's pickers offer) and saved as before: its listingId, with
 * its listingName beside it. It was a typed id (UX walk as staff). A sport the platform has not
 * met yet can still be added by name, its id made from it.
 */
/** `source` is the row's listingId (the iterator builds a new row from its inputs' sources). */
export function SportInput({ source = 'listingId' }: { source?: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const record = useRecordContext<{ listings?: Listing[] }>();
  // The row's listingName, written with the choice (relative to the row, as the iterator's inputs are).
  const { field: name } = useInput({ source: 'listingName' });
  const [added, setAdded] = useState<Listing[]>([]);
  const { data = [], isPending } = useQuery({
    queryKey: ['platform-sports'],
    queryFn: () => dataProvider.getSports(),
    staleTime: 5 * 60_000,
  });
  const choices = useMemo(() => sportChoices(data, record?.listings ?? [], added), [data, record, added]);
  return (
    <AutocompleteInput
      source={source}
      label="Sport"
      choices={choices}
      isPending={isPending}
      validate={required()}
      helperText="Pick one, or type a new sport to add it"
      createItemLabel="Add the sport “%{item}”"
      onCreate={(typed?: string) => {
        const sport = { id: keyOf(typed ?? ''), name: (typed ?? '').trim() };
        if (!sport.id) return undefined;
        setAdded((list) => [...list, { listingId: sport.id, listingName: sport.name }]);
        name.onChange(sport.name);
        return sport;
      }}
      onChange={(id: string, choice: unknown) => {
        const chosen = ((choice as Sport | '' | undefined) || undefined)?.name ?? choices.find((c) => c.id === id)?.name;
        if (chosen) name.onChange(chosen);
      }}
      sx={{ minWidth: 220 }}
    />
  );
}
