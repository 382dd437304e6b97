import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { Button, ErrorText, Input } from '../ui/primitives';
import { color } from '../ui/theme';
import { fetchRegionListings, type LeaderboardSort, type RegionListing } from './api';

export interface BoardChoice {
  region: string;
  listingId: string;
}

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
  & select {
    padding: 8px 10px;
    border: 1px solid ${color.border};
    border-radius: 8px;
    background: ${color.bg};
    color: ${color.text};
    font: inherit;
  }
`;

const CITY = /^[\p{L}\p{M} .'-]{1,80}$/u;

/** The city (region) and the sport of the board; the sports are those played in the city. */
export function LeaderboardFilters({ region, listingId, onChoose }: { region: string; listingId: string; onChoose: (choice: BoardChoice) => void }) {
  const [city, setCity] = useState(region);
  const [listing, setListing] = useState(listingId);
  const [listings, setListings] = useState<RegionListing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  useEffect(() => {
    const name = city.trim();
    setListings(null);
    if (!CITY.test(name)) return;
    let live = true;
    // Wait for a pause in typing before asking which sports the city has.
    const timer = setTimeout(() => {
      fetchRegionListings(name)
        .then((found) => live && setListings(found))
        .catch(() => live && setListings([]));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [city]);

  const options = listings ?? [];
  const withCurrent = listing && !options.some((l) => l.listingId === listing) ? [{ listingId: listing, listingName: listing, count: 0 }, ...options] : options;

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
        <Input id={`${ids}-city`} value={city} maxLength={80} placeholder="Chennai" onChange={(e) => setCity(e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${ids}-sport`}>Sport</label>
        <select id={`${ids}-sport`} value={listing} onChange={(e) => setListing(e.target.value)}>
          <option value="">{listings === null ? 'Enter a city first' : withCurrent.length === 0 ? 'No sports in this city yet' : 'Choose…'}</option>
          {withCurrent.map((l) => (
            <option key={l.listingId} value={l.listingId}>
              {l.listingName}
            </option>
          ))}
        </select>
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

export const SORT_LABELS: Record<LeaderboardSort, string> = { gamesPlayed: 'Games played', skill: 'Skill', reputation: 'Reputation' };
