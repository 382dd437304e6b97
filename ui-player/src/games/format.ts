import { SKILL_LABELS, type GameDocument } from '@sports/contracts';

const dateTime = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Start of the first time range, or the game's date when it has none. */
export function formatWhen(game: Pick<GameDocument, 'date' | 'duration'>): string {
  const first = game.duration[0];
  return first ? dateTime.format(new Date(first.from)) : dateOnly.format(new Date(`${game.date}T00:00:00Z`));
}

/** Money is in minor units (paise). */
export const formatCost = (game: Pick<GameDocument, 'costPerParticpant' | 'symbol'>): string =>
  game.costPerParticpant === 0 ? 'Free' : `${game.symbol}${(game.costPerParticpant / 100).toFixed(2).replace(/\.00$/, '')}`;

export function formatSkillRange(game: Pick<GameDocument, 'enableGameSkill' | 'gameSkillFrom' | 'gameSkillTo'>): string | null {
  if (!game.enableGameSkill || game.gameSkillFrom === undefined) return null;
  const from = SKILL_LABELS[game.gameSkillFrom];
  const to = SKILL_LABELS[game.gameSkillTo ?? game.gameSkillFrom];
  return from === to ? (from ?? null) : `${from}–${to}`;
}

export const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
