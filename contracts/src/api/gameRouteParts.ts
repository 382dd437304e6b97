import { z } from 'zod';
import { idSchema } from '../core/primitives';

/** Pieces every game route declaration shares. */
export const activityParams = z.object({ activityId: idSchema }).strict();

/** Command replies carry the text the spec's client reads (spec section 8) and the affected ids. */
export const reply = <D extends z.ZodType>(message: string, data: D) => z.object({ message: z.literal(message), data });
