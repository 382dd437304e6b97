import { peopleApi } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { readRoute } from './command';

/**
 * Each joined player's own level for the game's listing (spec section 3 Participant gameSkill), by
 * id, from "GET participants by status"; read again when the game changes. Empty until it arrives
 * or when it cannot be read: the list shows the people without levels then.
 */
export function useParticipantLevels(activityId: string, version: string): ReadonlyMap<string, string> {
  const [levels, setLevels] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    readRoute(peopleApi.listParticipants, { activityId }, { status: 'joined' })
      .then((reply) => {
        if (current) setLevels(new Map(reply.data.participants.flatMap((p) => (p.gameSkill ? [[p.id, p.gameSkill.name] as const] : []))));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [activityId, version]);
  return levels;
}
