import { z } from 'zod';
import { ID_PATTERN } from './streams';

/** Building blocks shared by every schema, so limits are the same everywhere. */
export const idSchema = z.string().regex(ID_PATTERN, 'must be 1-64 characters of A-Z a-z 0-9 _ . : @ + -');
export const text = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) => z.string().trim().max(max);
export const isoDateTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();
/** Money is an integer count of minor units (paise for INR), never a float. */
export const minorUnits = z.number().int().min(0).max(100_000_000);
/** Spec section 4: 0 Beginner, 1 Amateur, 2 Intermediate, 3 Pro. */
export const skillLevel = z.number().int().min(0).max(3);
export const SKILL_LABELS = ['BEG', 'AMT', 'INT', 'PRO'] as const;
export const SKILL_NAMES = ['Beginner', 'Amateur', 'Intermediate', 'Pro'] as const;
