import { z } from 'zod';

/**
 * A join asked for while signed out: Join leads to sign-in and back to the game,
 * where the join completes. The intent is kept in this tab's sessionStorage, never in the URL, so
 * a link cannot make anyone join a game; it is taken once and goes stale after a while.
 */
const KEY = 'sports.pendingJoin';
export const PENDING_JOIN_TTL_MS = 15 * 60_000;

/** What was asked for: a place in the game, or a place in its waitlist (a full game). */
export type PendingKind = 'game' | 'waitlist';
const pendingSchema = z.object({
  activityId: z.string().min(1).max(200),
  at: z.number(),
  kind: z.enum(['game', 'waitlist']).default('game'),
});

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: the join is simply not resumed
  }
};

export function rememberJoin(activityId: string, nowMs = Date.now(), kind: PendingKind = 'game'): void {
  storage()?.setItem(KEY, JSON.stringify({ activityId, at: nowMs, kind }));
}

/** True once, when a fresh join of this kind for this game is pending; the intent is forgotten either way. */
export function takePendingJoin(activityId: string, nowMs = Date.now(), kind: PendingKind = 'game'): boolean {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || !raw) return false;
  let parsed: z.infer<typeof pendingSchema> | undefined;
  try {
    parsed = pendingSchema.safeParse(JSON.parse(raw)).data;
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.activityId !== activityId || parsed.kind !== kind) {
    if (!parsed || nowMs - parsed.at > PENDING_JOIN_TTL_MS) store.removeItem(KEY);
    return false;
  }
  store.removeItem(KEY);
  return nowMs - parsed.at <= PENDING_JOIN_TTL_MS;
}

/** What a fresh pending join asks for, without taking it: the sign-in page says why it is asked. */
export function peekPendingJoin(nowMs = Date.now()): PendingKind | null {
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(storage()?.getItem(KEY) ?? 'null')).data;
    return parsed && nowMs - parsed.at <= PENDING_JOIN_TTL_MS ? parsed.kind : null;
  } catch {
    return null;
  }
}

/** The sign-in page's `redirect`: back to the game. */
export const gamePath = (activityId: string): string => `/games/${encodeURIComponent(activityId)}`;
