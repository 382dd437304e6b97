import { DEFAULT_COUNTRY_CODE, countryCodeSchema, toE164 } from '@sports/contracts';
import { useState } from 'react';
import { sendCode, signInWithCode, type CodeChannel, type PhoneInput } from './api';
import { CODE_WORDS, COUNTRY_CODE_WORDS, phoneNumberWords, signInErrorText } from './errors';
import { useSession } from './store';
import { learnStanding } from '../profile/learnStanding';

/** The server sends at most one code per number every 30 seconds. */
export const RESEND_AFTER_MS = 30_000;

export interface CodeSent {
  channel: CodeChannel;
  /** The number as the server masked it. */
  to: string;
  expiresInSeconds: number;
  resendAtMs: number;
}

type Busy = 'sending' | 'signing_in' | null;

function phoneProblem({ phoneNumber, countryCode }: PhoneInput): string | null {
  if (!countryCodeSchema.safeParse(countryCode).success) return COUNTRY_CODE_WORDS;
  return toE164(phoneNumber, countryCode) ? null : phoneNumberWords(countryCode);
}

/** One-time-code sign-in: the phone number and channel, then the code; server errors become sentences. */
export function useSignInFlow(onSignedIn: () => void) {
  const signIn = useSession((s) => s.signIn);
  const [phone, setPhone] = useState<PhoneInput>({ phoneNumber: '', countryCode: DEFAULT_COUNTRY_CODE });
  const [channel, setChannel] = useState<CodeChannel>('whatsapp');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(signInErrorText(failure));
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    const problem = phoneProblem(phone);
    if (problem) return setError(problem);
    await run('sending', async () => {
      const reply = await sendCode(channel, phone);
      setSent({ channel: reply.channel, to: reply.to, expiresInSeconds: reply.expiresInSeconds, resendAtMs: Date.now() + RESEND_AFTER_MS });
      setCode('');
    });
  };

  const verify = async () => {
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) return setError(CODE_WORDS);
    await run('signing_in', async () => {
      const reply = await signInWithCode(sent.channel, phone, code);
      // The profile's standing first, so an incomplete profile's nudge comes with the signed-in page, not after it.
      await learnStanding(reply.accessToken);
      signIn(reply);
      onSignedIn();
    });
  };

  const changeNumber = () => {
    setSent(null);
    setCode('');
    setError(null);
  };

  return { phone, setPhone, channel, setChannel, code, setCode, sent, busy, error, setError, send, verify, changeNumber };
}
