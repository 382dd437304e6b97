import BackpackIcon from '@mui/icons-material/Backpack';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import InventoryIcon from '@mui/icons-material/Inventory2';
import SchoolIcon from '@mui/icons-material/School';
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, lazy } from 'react';
import { declarationOf, entryOf, type ResourceName } from '../entries';

/** A minimal details body per kind, shown under the JSON editor (contracts/src/catalogue/offerings.ts has every field). */
const EXAMPLES: Record<string, string> = {
  classes:
    '{"name":"Junior coaching","validity":"Monthly","price":{"amount":300000},"batches":{"weekday":{"name":"Mon/Wed 5 pm","capacity":16,"weekdays":[1,3],"startTime":"17:00","endTime":"18:00","startDate":"2030-01-06"}}}',
  packs: '{"name":"10 turf hours","sessions":10,"validity":"Quarterly","price":{"amount":1000000}}',
  lockers: '{"name":"Kit lockers","size":"Medium","count":24,"validity":"Monthly","price":{"amount":59000}}',
  meets: '{"name":"Beach 5K","startDate":"2030-01-12","startTime":"06:00","capacity":300,"bibStart":101,"price":{"amount":49900}}',
  events: '{"name":"Final night on the big screen","date":"2030-01-25","startTime":"19:00","endTime":"23:00","capacity":120,"price":{"amount":29900}}',
  tournaments: '{"name":"5-a-side Cup","startDate":"2030-01-20","startTime":"16:00","participationType":"team","maxParticipantPerTeam":7,"capacity":8,"price":{"amount":400000}}',
};

/** One react-admin resource per offering kind, over the one offerings read model; views are loaded on first visit. */
const offeringResource = (name: ResourceName, icon: SvgIconComponent, one: string) => {
  const example = EXAMPLES[name] ?? '{}';
  // Classes and packs have forms of their own; the other kinds are edited as JSON.
  const kind = name === 'classes' || name === 'packs' ? name : 'other';
  return {
    ...entryOf(name),
    icon,
    recordRepresentation: 'name',
    list: lazy(() => Promise.all([import('./OfferingList'), declarationOf(name)]).then(([m, of]) => ({ default: () => createElement(m.OfferingList, { of }) }))),
    // A class's page also lists its batches and students (docs/backoffice.md "Classes").
    show: lazy(() => import('./OfferingShow').then((m) => ({ default: () => createElement(m.OfferingShow, { title: one, roster: name === 'classes' }) }))),
    create: lazy(() => import('./OfferingForm').then((m) => ({ default: () => createElement(m.OfferingCreate, { title: `New ${one.toLowerCase()}`, example, kind }) }))),
    edit: lazy(() => import('./OfferingForm').then((m) => ({ default: () => createElement(m.OfferingEdit, { title: one, example, kind }) }))),
  };
};

export const classes = offeringResource('classes', SchoolIcon, 'Class');
export const packs = offeringResource('packs', InventoryIcon, 'Pack');
export const lockers = offeringResource('lockers', BackpackIcon, 'Lockers');
export const meets = offeringResource('meets', DirectionsRunIcon, 'Meet');
export const tournaments = offeringResource('tournaments', EmojiEventsIcon, 'Tournament');
export const events = offeringResource('events', EventIcon, 'Event');
