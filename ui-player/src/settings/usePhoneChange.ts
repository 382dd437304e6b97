import { DEFAULT_COUNTRY_CODE, countryCodeSchema, toE164 } from '@sports/contracts';
import { useState } from 'react';
import { CODE_WORDS, COUNTRY_CODE_WORDS, phoneNumberWords } from '../session/errors';
import { RESEND_AFTER_MS } from '../session/useSignInFlow';
import { changePhoneNumber, sendPhoneChangeCode, type NewPhone } from './phoneApi';
import { phoneChangeErrors, type PhoneErrors } from './phoneWords';

export interface ChangeCodeSent {
  /** The number as the server masked it. */
  to: string;
  expiresInSeconds: number;
  resendAtMs: number;
}

type Busy = 'sending' | 'changing' | null;

/** Checked here first with the server's own parser (libphonenumber-js, default 91), so a typo costs no code. */
function numberProblem({ phone, countryCode }: NewPhone, current: string | null): PhoneErrors | null {
  if (!countryCodeSchema.safeParse(countryCode).success) return { countryCode: COUNTRY_CODE_WORDS };
  const e164 = toE164(phone, countryCode);
  if (!e164) return { phone: phoneNumberWords(countryCode) };
  return e164 === current ? { phone: 'This is already your number. Enter the new one.' } : null;
}

/** Changing my number: the new number, a code sent there by SMS, then the move. */
export function usePhoneChange(current: string | null, onChanged: (phone: string) => void) {
  const [number, setNumber] = useState<NewPhone>({ phone: '', countryCode: DEFAULT_COUNTRY_CODE });
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<ChangeCodeSent | null>(null);
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
      setSent({ to: reply.to, expiresInSeconds: reply.expiresInSeconds, resendAtMs: Date.now() + RESEND_AFTER_MS });
      setCode('');
    });
  };

  const change = async () => {
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) return setErrors({ code: CODE_WORDS });
    await run('changing', async () => {
      const moved = await changePhoneNumber({ ...number, code });
      onChanged(moved.phone);
    });
  };

  /** Back to the number, to correct it. */
  const editNumber = () => {
    setSent(null);
    setCode('');
    setErrors({});
  };

  return { number, setNumber, code, setCode, sent, busy, errors, setErrors, send, change, editNumber };
}
