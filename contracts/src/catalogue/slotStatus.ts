import { z } from 'zod';

/** A slot's state in the catalogue's read model (and a game's `slotStatus`). */
export const slotStatusSchema = z.enum(['available', 'held', 'booked', 'blocked']);
export type SlotStatus = z.infer<typeof slotStatusSchema>;
