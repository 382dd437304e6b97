import type { SpaceDocument } from '@sports/contracts';

/** "Beach Road, Chennai": the address, with the city unless the address already names it. */
export function placeLine(location: SpaceDocument['location']): string {
  const { address, city } = location;
  if (!address) return city ?? '';
  return city && !address.toLowerCase().includes(city.toLowerCase()) ? `${address}, ${city}` : address;
}
