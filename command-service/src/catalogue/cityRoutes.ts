import { DomainError, adminApi, cityIdOf, cityStream, type CityEvent } from '@sports/contracts';
import { mayOnPlatform } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { cityDecider } from './cityDecider';
import { withIfMatch } from '../core/precondition';

/** PUT /admin-api/cities/{id}: platform operators keep the list of cities (docs/backoffice.md "Cities"). */
export const registerCityCommandRoutes = (api: Api, handler: CommandHandler): void => {
  api.bind(adminApi.adminSaveCity, async (input) => {
    if (!mayOnPlatform(input.actor, 'manageCities'))
      throw new DomainError('FORBIDDEN', 'Only platform admins keep the list of cities', 'Authorization');
    const cityId = input.params.id;
    // The details only: the record's read-model fields, sent back by react-admin's Edit, are not the command's.
    const { name, state, country, active } = input.body;
    const details = { name, active, ...(state ? { state } : {}), ...(country ? { country } : {}) };
    // The id is the name's slug, so a venue naming the city lands on the same record.
    if (cityIdOf(name) !== cityId)
      throw new DomainError('VALIDATION_FAILED', `The id of a city is the slug of its name (${cityIdOf(name) || 'empty'})`, 'name');
    // If-Match: the revision the editor read; 412 when the city changed since (core/precondition.ts).
    const result = await withIfMatch(input.headers['if-match'], cityStream(cityId), () =>
      handler.handle({
        streamId: cityStream(cityId),
        decider: cityDecider,
        command: { type: 'SaveCity', data: { cityId, details }, context: contextOf(input) },
        reply: (events: CityEvent[]) => ({ id: cityId, saved: events.length > 0 }),
      }),
    );
    return respond(result);
  });
};
