import { ApiError } from '../api/http';

/**
 * Shared by the game and profile forms: errors say what to do (never a pattern or
 * a schema path), sit beside their field, and the first one to fix gets the focus.
 */
export type FieldErrors = Partial<Record<string, string>>;

/** Moves focus to the first control marked invalid (WAI-ARIA: errors are announced where the person is). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Props for a control: aria-invalid and the message's id when it has an error. */
export const invalidProps = (error: string | undefined, errorId: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

/**
 * A refused save as field errors in the form's own words: the server's field names are mapped
 * through `alias` (server name to form name) and `words`; anything else becomes one plain sentence under `general`.
 */
export function serverFieldErrors(error: unknown, words: Record<string, string>, alias: Record<string, string> = {}): FieldErrors {
  if (!(error instanceof ApiError)) return { general: 'The server could not be reached. Check your connection and try again.' };
  const out: FieldErrors = {};
  const fields = [...(error.problem?.errors ?? []).map((e) => e.field), error.problem?.field ?? ''];
  for (const path of fields) {
    const head = path.split(/[.[]/)[0] ?? '';
    const field = alias[head] ?? head;
    if (words[field]) out[field] ??= words[field];
  }
  if (Object.keys(out).length === 0)
    out.general =
      error.status >= 500
        ? 'Something went wrong on our side. Try again in a moment.'
        : 'That could not be saved. Check the fields and try again.';
  return out;
}

/** Looks like a regular expression, a schema path or a type name rather than a sentence. */
const TECHNICAL = /[\\^$[\]{}<>]|\b\w+\.\w+(\.|\[)|\b(?:expected|received|regex|schema|Invalid input)\b/i;

/** A refusal's own sentence when it reads as words; else a plain one. */
export function plainProblemText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The server could not be reached. Check your connection and try again.';
  const detail = error.problem?.detail ?? '';
  if (error.code === 'VALIDATION_FAILED' || !detail || TECHNICAL.test(detail)) {
    return error.status >= 500
      ? 'Something went wrong on our side. Try again in a moment.'
      : 'That was not accepted. Check what you entered and try again.';
  }
  return detail;
}
