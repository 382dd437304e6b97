import BackpackIcon from '@mui/icons-material/Backpack';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import InventoryIcon from '@mui/icons-material/Inventory2';
import SchoolIcon from '@mui/icons-material/School';
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, lazy } from 'react';
import { declarationOf, entryOf } from '../entries';
import type { OfferingFormKind } from './offeringForm';

/** One react-admin resource per offering kind, over the one offerings read model; views are loaded on first visit. */
const offeringResource = (name: OfferingFormKind, icon: SvgIconComponent, one: string) => {
  return {
    ...entryOf(name),
    icon,
    recordRepresentation: 'name',
    list: lazy(() =>
      Promise.all([import('./OfferingList'), declarationOf(name)]).then(([m, of]) => ({
        default: () => createElement(m.OfferingList, { of }),
      })),
    ),
    // A class's page also lists its batches and students (docs/backoffice.md "Classes").
    show: lazy(() => import('./OfferingShow').then((m) => ({ default: () => createElement(m.OfferingShow, { title: one, kind: name }) }))),
    create: lazy(() =>
      import('./OfferingForm').then((m) => ({
        default: () => createElement(m.OfferingCreate, { title: `New ${one.toLowerCase()}`, kind: name }),
      })),
    ),
    edit: lazy(() => import('./OfferingForm').then((m) => ({ default: () => createElement(m.OfferingEdit, { title: one, kind: name }) }))),
  };
};

export const classes = offeringResource('classes', SchoolIcon, 'Class');
export const packs = offeringResource('packs', InventoryIcon, 'Pack');
export const lockers = offeringResource('lockers', BackpackIcon, 'Locker bank');
export const meets = offeringResource('meets', DirectionsRunIcon, 'Meet');
export const tournaments = offeringResource('tournaments', EmojiEventsIcon, 'Tournament');
export const events = offeringResource('events', EventIcon, 'Event');
