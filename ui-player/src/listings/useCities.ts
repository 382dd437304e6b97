import { useEffect, useState } from 'react';
import { fetchCities, type CitySummary } from './api';

/** The cities the pickers offer, asked once per mount; empty until they arrive or when they could not be read (the field still takes any name). */
export function useCities(): CitySummary[] {
  const [cities, setCities] = useState<CitySummary[]>([]);
  useEffect(() => {
    let live = true;
    fetchCities().then(
      (list) => live && setCities(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return cities;
}

/** A city's option label: "Chennai · 12 games", or its venues when no game was hosted there yet. */
export const cityOptionLabel = (city: Pick<CitySummary, 'name' | 'games' | 'venues'>): string => {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `${city.name} · ${city.games > 0 ? count(city.games, 'game') : count(city.venues, 'venue')}`;
};
