import styled from '@emotion/styled';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FilterIcon, TrophyIcon } from '../ui/icons';
import { Button, Input, LinkButton, Muted, Select, TAP_TARGET_PX, tapArea } from '../ui/primitives';
import { color } from '../ui/theme';
import type { GamePage } from './api';
import type { DiscoveryFilters, DiscoveryTabId } from './discovery';
import { askBrowserPlace, usePlace } from './place';
import { activeFilterChips } from './filterChips';
import { PRICE_CAPS, priceWords } from './priceFilter';
import { fontSize, radius } from '../ui/tokens';

/** The Filters button and the active filters, on one row that scrolls sideways rather than wrap. */
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
`;

/**
 * What the Suggested list shows ("Football near Koramangala", docs/adr/0103-suggested-never-empty.md), in the row's free space beside
 * Filters: above the list without a row of its own, so the
 * first card stays within the top 300 px at 375 px.
 */
const Heading = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${fontSize.lg};
  line-height: 22px;
  font-weight: 700;
  color: ${color.text};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Chips = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 1;
  &[data-beside-heading] {
    flex: none;
  }
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  /* Room for the chips' 44 px hit areas, which the sideways scroll would clip; the row keeps its height. */
  padding: 5px 2px;
  margin: -3px 0;
`;

const Chip = styled.button`
  ${tapArea};
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  /* A whole tap target, drawn (the walk at 375 px measured Filters 34 px high). */
  height: ${TAP_TARGET_PX}px;
  padding: 0 14px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.sm};
  white-space: nowrap;
  cursor: pointer;
  &[aria-expanded='true'],
  &[data-active='true'] {
    border-color: ${color.accent};
  }
  & > b {
    min-width: 18px;
    border-radius: ${radius.sm};
    background: ${color.accent};
    color: ${color.accentText};
    font-size: ${fontSize.xs};
    line-height: 18px;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

const IconLink = styled(Link)`
  ${tapArea};
  flex: none;
  display: inline-grid;
  place-items: center;
  /* 44 × 44 drawn, as the Filters beside it (it was 40 × 34). */
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  color: ${color.text};
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

const Panel = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 10px 14px;
  margin: -4px 0 16px;
  padding: 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  & label {
    display: grid;
    gap: 4px;
    font-size: ${fontSize.sm};
    color: ${color.muted};
  }
  /* The shared Select (a 44 px tap target; these were 34 px), as wide as its words. */
  & select {
    width: auto;
    max-width: 100%;
  }
  & input[type='date'] {
    width: 150px;
    min-height: ${TAP_TARGET_PX}px;
  }
`;

/** The server's default radius around a place (query-service games/geo.ts DEFAULT_RADIUS_KM), then the choices either side. */
const DEFAULT_KM = 25;
const DISTANCES_KM = [5, 10, DEFAULT_KM, 50, 100];

/**
 * Filters of the "all games" list (spec section 7: filterListingId, startDate/endDate, lat/lon; and maxCost, the price),
 * folded behind one "Filters" button, the active ones shown as removable chips.
 * Listings come from the list's own facets, so only sports with games are offered.
 */
export function GameFilters({
  filters,
  listings,
  tab,
  heading,
}: {
  filters: DiscoveryFilters;
  listings: GamePage['listingList'] | undefined;
  tab: DiscoveryTabId;
  heading?: string | undefined;
}) {
  const navigate = useNavigate({ from: '/' });
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const set = (patch: Partial<DiscoveryFilters>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) });
  const around = filters.lat !== undefined && filters.lon !== undefined;
  const chips = activeFilterChips(filters, listings);
  const place = usePlace((s) => s.place);
  const remember = usePlace((s) => s.remember);

  /** The browser's place, asked for after the player pressed Around me or chose Nearest first; remembered for the distances and Suggested. */
  const locate = async (then: (point: { lat: number; lon: number }) => Partial<DiscoveryFilters>) => {
    setLocating(true);
    setGeoError(null);
    try {
      const found = await askBrowserPlace();
      remember(found);
      set(then(found));
    } catch (e) {
      setGeoError((e as Error).message);
    } finally {
      setLocating(false);
    }
  };
  const chooseOrder = (value: string) => {
    if (value !== 'nearest') return set({ sort: undefined });
    // Nearest first needs a point: Around me's, the remembered place, or the browser's, asked for now.
    if (around || place) return set({ sort: 'nearest' });
    void locate(() => ({ sort: 'nearest' }));
  };

  return (
    <>
      <Row>
        <Chips data-beside-heading={heading && chips.length === 0 ? '' : undefined}>
          <Chip type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            <FilterIcon />
            Filters
            {chips.length > 0 && <b aria-hidden="true">{chips.length}</b>}
          </Chip>
          {chips.map((chip) => (
            <Chip
              key={chip.key}
              type="button"
              data-active="true"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => set(chip.clear)}
            >
              {chip.label}
              <span aria-hidden="true">✕</span>
            </Chip>
          ))}
        </Chips>
        {heading && chips.length === 0 && (
          <Heading data-testid="list-heading" title={heading}>
            {heading}
          </Heading>
        )}
        <IconLink to="/leaderboard" aria-label="Leaderboard" title="Leaderboard">
          <TrophyIcon />
        </IconLink>
      </Row>
      {open && (
        <Panel id={panelId} aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
          {/* A player picks a sport; "listing" is the API's word (spec section 7 filterListingId). */}
          <label>
            Sport
            <Select value={filters.listing ?? ''} onChange={(e) => set({ listing: e.target.value || undefined })}>
              <option value="">All sports</option>
              {(listings ?? []).map((l) => (
                <option key={l.listingId} value={l.listingId}>
                  {l.listingName} ({l.count})
                </option>
              ))}
              {filters.listing && !(listings ?? []).some((l) => l.listingId === filters.listing) && (
                <option value={filters.listing}>{filters.listing}</option>
              )}
            </Select>
          </label>
          {/* What one player pays (the server's maxCost, in paise): the caps of priceWords. */}
          <label>
            Price
            <Select
              value={filters.maxCost ?? ''}
              onChange={(e) => set({ maxCost: e.target.value === '' ? undefined : Number(e.target.value) })}
            >
              <option value="">{priceWords(undefined)}</option>
              {PRICE_CAPS.map((cap) => (
                <option key={cap} value={cap}>
                  {priceWords(cap)}
                </option>
              ))}
              {filters.maxCost !== undefined && !(PRICE_CAPS as readonly number[]).includes(filters.maxCost) && (
                <option value={filters.maxCost}>{priceWords(filters.maxCost)}</option>
              )}
            </Select>
          </label>
          {tab !== 'past' && (
            // Spec section 7 list order: soonest first, or nearest first (the server's sort=distance); kept in the URL.
            <label>
              Order
              <Select value={filters.sort ?? ''} disabled={locating} onChange={(e) => chooseOrder(e.target.value)}>
                <option value="">Soonest first</option>
                <option value="nearest">Nearest first</option>
              </Select>
            </label>
          )}
          <label>
            From
            <Input type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => set({ from: e.target.value || undefined })} />
          </label>
          <label>
            To
            <Input type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => set({ to: e.target.value || undefined })} />
          </label>
          {around ? (
            <>
              {/* Widen or narrow "around me" (the server's radiusKm): an empty list near me had no way out but dropping the place. */}
              <label>
                Within
                <Select
                  value={filters.km ?? DEFAULT_KM}
                  onChange={(e) => set({ km: Number(e.target.value) === DEFAULT_KM ? undefined : Number(e.target.value) })}
                >
                  {DISTANCES_KM.map((km) => (
                    <option key={km} value={km}>
                      {km} km
                    </option>
                  ))}
                </Select>
              </label>
              <Button
                type="button"
                variant="ghost"
                aria-pressed="true"
                onClick={() => set({ lat: undefined, lon: undefined, km: undefined })}
              >
                Around me ✕
              </Button>
            </>
          ) : (
            <Button
              type="button"
              variant="ghost"
              aria-pressed="false"
              disabled={locating}
              onClick={() => void locate((p) => ({ lat: p.lat, lon: p.lon }))}
            >
              {locating ? 'Locating…' : 'Around me'}
            </Button>
          )}
          {chips.length > 0 && (
            <LinkButton
              type="button"
              onClick={() =>
                set({
                  listing: undefined,
                  from: undefined,
                  to: undefined,
                  lat: undefined,
                  lon: undefined,
                  km: undefined,
                  maxCost: undefined,
                  sort: undefined,
                })
              }
            >
              Clear filters
            </LinkButton>
          )}
          <Button type="button" onClick={() => setOpen(false)}>
            Done
          </Button>
          {geoError && <Muted role="alert">{geoError}</Muted>}
        </Panel>
      )}
    </>
  );
}
