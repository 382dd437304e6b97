import { DEFAULT_COUNTRY_CODE, countryCodeSchema, toE164 } from '@sports/contracts';
import { useState } from 'react';
import { CODE_WORDS, COUNTRY_CODE_WORDS, phoneNumberWords } from '../session/errors';
import { RESEND_AFTER_MS } from '../session/useSignInFlow';
import { useSession } from '../session/store';
import { changePhoneNumber, sendPhoneChangeCode, type NewPhone } from './phoneApi';
import { clearPendingChange, loadPendingChange, savePendingChange, type PendingPhoneChange } from './pendingPhoneChange';
import { phoneChangeErrors, type PhoneErrors } from './phoneWords';

export interface ChangeCodeSent {
  /** The number as the server masked it. */
  to: string;
  expiresInSeconds: number;
  resendAtMs: number;
}

type Busy = 'sending' | 'changing' | null;

/** The code step of a kept change, its validity counted from now (what is left of it). */
const sentOf = (pending: PendingPhoneChange, nowMs: number): ChangeCodeSent => ({
  to: pending.to,
  expiresInSeconds: Math.max(0, Math.round((pending.expiresAtMs - nowMs) / 1000)),
  resendAtMs: pending.resendAtMs,
});

/** Checked here first with the server's own parser (libphonenumber-js, default 91), so a typo costs no code. */
function numberProblem({ phone, countryCode }: NewPhone, current: string | null): PhoneErrors | null {
  if (!countryCodeSchema.safeParse(countryCode).success) return { countryCode: COUNTRY_CODE_WORDS };
  const e164 = toE164(phone, countryCode);
  if (!e164) return { phone: phoneNumberWords(countryCode) };
  return e164 === current ? { phone: 'This is already your number. Enter the new one.' } : null;
}

/** Changing my number: the new number, a code sent there by SMS, then the move. */
export function usePhoneChange(current: string | null, onChanged: (phone: string) => void) {
  const userId = useSession((s) => s.user?.userId ?? null);
  // A code sent before the player left the page is still waiting (pendingPhoneChange.ts): back on its step.
  const [kept] = useState(() => (userId ? loadPendingChange(userId, Date.now()) : null));
  const [number, setNumber] = useState<NewPhone>(kept?.number ?? { phone: '', countryCode: DEFAULT_COUNTRY_CODE });
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<ChangeCodeSent | null>(() => (kept ? sentOf(kept, Date.now()) : null));
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<PhoneErrors>({});

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    setErrors({});
    try {
      await work();
    } catch (failure) {
      setErrors(phoneChangeErrors(failure, number.countryCode));
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    const problem = numberProblem(number, current);
    if (problem) return setErrors(problem);
    await run('sending', async () => {
      const reply = await sendPhoneChangeCode(number);
      const now = Date.now();
      const pending = {
        number,
        to: reply.to,
        sentAtMs: now,
        expiresAtMs: now + reply.expiresInSeconds * 1000,
        resendAtMs: now + RESEND_AFTER_MS,
      };
      if (userId) savePendingChange(userId, pending);
      setSent(sentOf(pending, now));
      setCode('');
    });
  };

  const change = async () => {
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) return setErrors({ code: CODE_WORDS });
    await run('changing', async () => {
      const moved = await changePhoneNumber({ ...number, code });
      if (userId) clearPendingChange(userId);
      onChanged(moved.phone);
    });
  };

  /** Back to the number, to correct it. */
  const editNumber = () => {
    if (userId) clearPendingChange(userId);
    setSent(null);
    setCode('');
    setErrors({});
  };

  return { number, setNumber, code, setCode, sent, busy, errors, setErrors, send, change, editNumber };
}
