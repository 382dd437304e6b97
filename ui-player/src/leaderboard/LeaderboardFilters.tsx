import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { useListings } from '../listings/useListings';
import { cityOptionLabel, useCities } from '../listings/useCities';
import { Button, ErrorText, Input, LinkButton, Muted, Select } from '../ui/primitives';
import type { LeaderboardSort } from './api';
import type { BoardChoice } from './startingBoard';

export type { BoardChoice };

const Row = styled.form`
  display: grid;
  gap: 12px;
  align-items: end;
  margin-bottom: 16px;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr auto;
  }
  & > div {
    display: grid;
    gap: 6px;
  }
  & label {
    font-weight: 600;
  }
`;

const CITY = /^[\p{L}\p{M} .'-]{1,80}$/u;

/** The city (region) and the sport of the board; the sports are those ever played in the city (GET /api/vm/listings?region=, past games included). */
export function LeaderboardFilters({
  region,
  listingId,
  suggestedCity,
  onChoose,
}: {
  region: string;
  listingId: string;
  suggestedCity?: string | null;
  onChoose: (choice: BoardChoice) => void;
}) {
  const [city, setCity] = useState(region);
  const [listing, setListing] = useState(listingId);
  const typed = useRef(false);
  // The city the board would have opened on (useStartingBoard) when it has no played sport: filled in, the sport asked.
  useEffect(() => {
    if (!region && suggestedCity && !typed.current) setCity(suggestedCity);
  }, [region, suggestedCity]);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const asked = useDebouncedCity(city);
  const listings = useListings(asked);
  // Suggested as the field is typed in, and offered as taps while it is empty, so nobody guesses which cities have boards.
  const cities = useCities();
  const popular = city.trim() === '' ? cities.slice(0, 4) : [];

  const played = asked !== null && listings.status === 'ready' ? listings.listings.filter((l) => l.games > 0) : null;
  const options = played ?? [];
  const withCurrent =
    listing && !options.some((l) => l.listingId === listing) ? [{ listingId: listing, listingName: listing }, ...options] : options;
  const placeholder =
    asked === null
      ? 'Enter a city first'
      : listings.status === 'loading'
        ? 'Loading sports…'
        : listings.status === 'failed'
          ? 'Sports could not be loaded'
          : options.length === 0
            ? 'No sports in this city yet'
            : 'Choose…';

  return (
    <Row
      aria-label="Choose a leaderboard"
      onSubmit={(event) => {
        event.preventDefault();
        if (!CITY.test(city.trim())) return setError('Enter a city name, such as Chennai.');
        if (!listing) return setError('Choose a sport.');
        setError(null);
        onChoose({ region: city.trim(), listingId: listing });
      }}
    >
      <div>
        <label htmlFor={`${ids}-city`}>City</label>
        <Input
          id={`${ids}-city`}
          list={`${ids}-cities`}
          autoComplete="off"
          value={city}
          maxLength={80}
          placeholder="Chennai"
          onChange={(e) => ((typed.current = true), setCity(e.target.value))}
        />
        <datalist id={`${ids}-cities`}>
          {cities.map((c) => (
            <option key={c.cityId} value={c.name} label={cityOptionLabel(c)} />
          ))}
        </datalist>
        {popular.length > 0 && (
          <div
            role="group"
            aria-label="Cities with games"
            style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, alignItems: 'center' }}
          >
            <Muted>Cities with games:</Muted>
            {popular.map((c) => (
              <LinkButton key={c.cityId} type="button" onClick={() => ((typed.current = true), setCity(c.name))}>
                {c.name}
              </LinkButton>
            ))}
          </div>
        )}
      </div>
      <div>
        <label htmlFor={`${ids}-sport`}>Sport</label>
        {/* The shared Select: a 44 px tap target (this one was 37 px). */}
        <Select id={`${ids}-sport`} value={listing} onChange={(e) => setListing(e.target.value)}>
          <option value="">{placeholder}</option>
          {withCurrent.map((l) => (
            <option key={l.listingId} value={l.listingId}>
              {l.listingName}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit">Show</Button>
      {error && (
        <ErrorText role="alert" style={{ gridColumn: '1 / -1' }}>
          {error}
        </ErrorText>
      )}
    </Row>
  );
}

/** The city to ask about: a valid name once typing pauses for 300 ms, null before. */
function useDebouncedCity(city: string): string | null {
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const name = city.trim();
    if (!CITY.test(name)) {
      setAsked(null);
      return;
    }
    const timer = setTimeout(() => setAsked(name), 300);
    return () => clearTimeout(timer);
  }, [city]);
  return asked;
}

export const SORT_LABELS: Record<LeaderboardSort, string> = { gamesPlayed: 'Games played', skill: 'Skill', reputation: 'Reputation' };
