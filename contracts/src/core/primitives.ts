import { z } from 'zod';
import { ID_PATTERN } from './streams';

/** Building blocks shared by every schema, so limits are the same everywhere. */
export const idSchema = z.string().regex(ID_PATTERN, 'must be 1-64 characters of A-Z a-z 0-9 _ . : @ + -');

/**
 * Characters free text must not carry: C0 controls other than tab and line breaks
 * (NUL first of all) and DEL, the bidirectional embeddings and overrides U+202A–U+202E and isolates
 * U+2066–U+2069 (they reorder what other people read, "Trojan Source"), and lone UTF-16 surrogates
 * (not text at all; they break encoders downstream). Emoji, joiners and every script stay allowed.
 */
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069\p{Cs}]/u;
/** The stable code a refused character gets in the problem document's errors[] (service-kit fieldErrors). */
export const UNSAFE_TEXT_CODE = 'unsafe_text';
export const isSafeText = (value: string): boolean => !UNSAFE_TEXT.test(value);
/** The one refinement for free text: names, descriptions, notes, reviews, messages all come through text()/optionalText(). */
export const safeText = <S extends z.ZodString>(schema: S): S =>
  schema.refine(isSafeText, {
    message: 'must not contain control characters, bidirectional overrides or lone surrogates',
    params: { code: UNSAFE_TEXT_CODE },
  });
export const text = (max: number) => safeText(z.string().trim().min(1).max(max));
export const optionalText = (max: number) => safeText(z.string().trim().max(max));
export const isoDateTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();
/** Money is an integer count of minor units (paise for INR), never a float. */
export const minorUnits = z.number().int().min(0).max(100_000_000);
/** Spec section 4: 0 Beginner, 1 Amateur, 2 Intermediate, 3 Pro. */
export const skillLevel = z.number().int().min(0).max(3);
export const SKILL_LABELS = ['BEG', 'AMT', 'INT', 'PRO'] as const;
export const SKILL_NAMES = ['Beginner', 'Amateur', 'Intermediate', 'Pro'] as const;
