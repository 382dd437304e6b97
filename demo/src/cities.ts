import { cityIdOf, cityStream, type CityDetails, type CityEvent } from '@sports/contracts';
import { cityDecider, type CommandHandler } from '@sports/command-service';
import { DAY } from './time';

/**
 * The cities a platform operator curated (docs/backoffice.md "Cities"): the demo venues' and
 * games' cities with their states, and Pune added ahead of any venue and not yet switched on.
 */
const CITIES: CityDetails[] = [
  { name: 'Chennai', state: 'Tamil Nadu', country: 'India', active: true },
  { name: 'Mumbai', state: 'Maharashtra', country: 'India', active: true },
  { name: 'Bengaluru', state: 'Karnataka', country: 'India', active: true },
  { name: 'Kochi', state: 'Kerala', country: 'India', active: true },
  { name: 'Pune', state: 'Maharashtra', country: 'India', active: false },
];

export const seedDemoCities = async (handler: CommandHandler, nowMs: number): Promise<void> => {
  const now = new Date(nowMs - 26 * DAY).toISOString();
  for (const details of CITIES) {
    const cityId = cityIdOf(details.name);
    await handler.handle({
      streamId: cityStream(cityId),
      decider: cityDecider,
      command: {
        type: 'SaveCity',
        data: { cityId, details },
        context: { commandId: `seed-city-${cityId}`, userId: 'platform-operator', now },
      },
      reply: (events: CityEvent[]) => events.length,
    });
  }
};
