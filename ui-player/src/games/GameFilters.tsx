import styled from '@emotion/styled';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Input, LinkButton, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import type { GamePage } from './api';
import type { DiscoveryFilters } from './discovery';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 10px 14px;
  margin-bottom: 16px;
  & label {
    display: grid;
    gap: 4px;
    font-size: 13px;
    color: ${color.muted};
  }
  & select {
    padding: 8px 10px;
    border: 1px solid ${color.border};
    border-radius: 8px;
    background: ${color.bg};
    color: ${color.text};
    font: inherit;
  }
  & input[type='date'] {
    width: 150px;
  }
`;

/** Three decimals (about 100 m): enough for "around me", and the URL stays short. */
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Filters of the "all games" list (spec section 7: filterListingId, startDate/endDate, lat/lon).
 * Listings come from the list's own facets, so only sports with games are offered.
 */
export function GameFilters({ filters, listings }: { filters: DiscoveryFilters; listings: GamePage['listingList'] }) {
  const navigate = useNavigate({ from: '/' });
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const set = (patch: Partial<DiscoveryFilters>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) });
  const around = filters.lat !== undefined && filters.lon !== undefined;

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setGeoError('This browser cannot tell your location');
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        set({ lat: round(pos.coords.latitude), lon: round(pos.coords.longitude) });
      },
      (err) => {
        setLocating(false);
        setGeoError(err.code === err.PERMISSION_DENIED ? 'Location permission was refused' : 'Could not find your location');
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <Bar aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <label>
        Listing
        <select value={filters.listing ?? ''} onChange={(e) => set({ listing: e.target.value || undefined })}>
          <option value="">All listings</option>
          {(listings ?? []).map((l) => (
            <option key={l.listingId} value={l.listingId}>
              {l.listingName} ({l.count})
            </option>
          ))}
          {filters.listing && !(listings ?? []).some((l) => l.listingId === filters.listing) && <option value={filters.listing}>{filters.listing}</option>}
        </select>
      </label>
      <label>
        From
        <Input type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => set({ from: e.target.value || undefined })} />
      </label>
      <label>
        To
        <Input type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => set({ to: e.target.value || undefined })} />
      </label>
      {around ? (
        <Button type="button" variant="ghost" aria-pressed="true" onClick={() => set({ lat: undefined, lon: undefined })}>
          Around me ✕
        </Button>
      ) : (
        <Button type="button" variant="ghost" aria-pressed="false" disabled={locating} onClick={locate}>
          {locating ? 'Locating…' : 'Around me'}
        </Button>
      )}
      {(filters.listing || filters.from || filters.to || around) && (
        <LinkButton type="button" onClick={() => set({ listing: undefined, from: undefined, to: undefined, lat: undefined, lon: undefined })}>
          Clear filters
        </LinkButton>
      )}
      {geoError && <Muted role="alert">{geoError}</Muted>}
    </Bar>
  );
}
