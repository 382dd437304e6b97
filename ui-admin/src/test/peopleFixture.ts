import { listParams, listReply, type Handler } from './fakeApi';

/** The demo's people as GET /admin-api/people names them; any other id is not named. */
export const DEMO_PEOPLE: Record<string, string> = {
  'demo-player-priya': 'Priya Sharma',
  'demo-player-arjun': 'Arjun Mehta',
  'demo-manager-vikram': 'Vikram Rao',
};

/** Answers react-admin's getMany on the people lookup with the names it knows, leaving the rest out as the API does. */
export const peopleApi =
  (names: Record<string, string> = DEMO_PEOPLE): Handler =>
  (call) => {
    if (call.method !== 'GET' || !call.path.startsWith('/admin-api/people?')) return undefined;
    const { filter } = listParams(call.path) as { filter: { id: string | string[] } };
    const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
    return listReply(
      'people',
      ids.filter((id) => id in names).map((id) => ({ id, name: names[id] })),
    );
  };

/** The people lookups made, each as the ids asked for. */
export const peopleAsked = (calls: Array<{ path: string }>) =>
  calls.filter((c) => c.path.startsWith('/admin-api/people?')).map((c) => (listParams(c.path).filter as { id: string[] }).id);
