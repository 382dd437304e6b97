import styled from '@emotion/styled';
import type { DemoAccount } from '@sports/contracts';
import { useEffect, useId } from 'react';
import { Button, Card, ErrorText, Input, LinkButton, Muted } from '../ui/primitives';
import { DemoAccounts, OutboxCodeButton } from './DevHelpers';
import { Field, PhoneNumberFields } from './PhoneNumberFields';
import { useDemoAccounts } from './useDemoAccounts';
import { useSecondsLeft } from './useSecondsLeft';
import { useSignInFlow } from './useSignInFlow';
import { COUNTRY_CODE_WORDS } from './errors';
import { fontSize } from '../ui/tokens';

const CHANNEL_LABEL = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

const Panel = styled(Card)`
  max-width: 420px;
  margin: 24px auto;
  & h1 {
    margin: 0 0 16px;
    font-size: ${fontSize.xl};
  }
  & form {
    display: grid;
    gap: 14px;
  }
  & fieldset {
    display: flex;
    gap: 16px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  & legend {
    margin-bottom: 4px;
    font-weight: 600;
  }
  & fieldset label {
    display: flex;
    align-items: center;
    gap: 6px;
    font-weight: 400;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** "Resend code" and its countdown stay on one line: at 375 px the countdown wrapped onto its own (UX review). */
const Resend = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
`;

/** One-time-code sign-in: phone number and channel, then the 6-digit code. */
export function SignInForm({ onSignedIn, reason }: { onSignedIn: () => void; reason?: string | undefined }) {
  const id = useId();
  const flow = useSignInFlow(onSignedIn);
  const demo = useDemoAccounts();
  const resendIn = useSecondsLeft(flow.sent?.resendAtMs ?? null);
  const { phone, sent, busy } = flow;
  // The field a message is about is marked aria-invalid, described by it and focused.
  const errorId = `${id}-error`;
  const countryWrong = flow.error === COUNTRY_CODE_WORDS;
  const invalid = (wrong: boolean) => (flow.error && wrong ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});
  useEffect(() => {
    if (flow.error) document.querySelector<HTMLElement>(`[aria-describedby="${errorId}"]`)?.focus();
  }, [flow.error, errorId]);

  const pickDemo = (account: DemoAccount) => {
    const prefix = `+${phone.countryCode}`;
    flow.setPhone({ ...phone, phoneNumber: account.phone.startsWith(prefix) ? account.phone.slice(prefix.length) : account.phone });
    flow.setError(null);
  };

  return (
    <Panel as="section" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      {reason && !sent && (
        <p role="note" style={{ margin: '-8px 0 12px' }}>
          {reason}
        </p>
      )}
      {/* A newcomer looked for "Sign up": there is none, the first code makes the account. */}
      {!sent && (
        <Muted as="p" style={{ margin: '-8px 0 16px' }}>
          New here? Sign in with your mobile number: your first code creates your account.
        </Muted>
      )}
      {!sent ? (
        <form
          aria-label="Send a sign-in code"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void flow.send();
          }}
        >
          <PhoneNumberFields
            id={id}
            label="Phone number"
            value={{ countryCode: phone.countryCode, national: phone.phoneNumber }}
            onChange={(next) => flow.setPhone({ ...phone, countryCode: next.countryCode, phoneNumber: next.national })}
            countryInvalid={invalid(countryWrong)}
            numberInvalid={invalid(!countryWrong)}
          />
          <fieldset>
            <legend>Send the code by</legend>
            {(['whatsapp', 'sms'] as const).map((channel) => (
              <label key={channel}>
                <input
                  type="radio"
                  name="channel"
                  value={channel}
                  checked={flow.channel === channel}
                  onChange={() => flow.setChannel(channel)}
                />
                {CHANNEL_LABEL[channel]}
              </label>
            ))}
          </fieldset>
          {flow.error && (
            <ErrorText id={errorId} role="alert">
              {flow.error}
            </ErrorText>
          )}
          <Row>
            <Button type="submit" disabled={busy !== null} aria-busy={busy === 'sending'}>
              {busy === 'sending' ? 'Sending code…' : 'Send code'}
            </Button>
          </Row>
        </form>
      ) : (
        <form
          aria-label="Enter the code"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void flow.verify();
          }}
        >
          <p role="status" style={{ margin: 0 }}>
            We sent a 6-digit code by {CHANNEL_LABEL[sent.channel]} to {sent.to}. It is valid for {Math.round(sent.expiresInSeconds / 60)}{' '}
            minutes.
          </p>
          <Field>
            <label htmlFor={`${id}-code`}>Code</label>
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...invalid(true)}
              value={flow.code}
              onChange={(e) => flow.setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </Field>
          {flow.error && (
            <ErrorText id={errorId} role="alert">
              {flow.error}
            </ErrorText>
          )}
          <Row>
            <Button type="submit" disabled={busy !== null} aria-busy={busy === 'signing_in'}>
              {busy === 'signing_in' ? 'Signing in…' : 'Sign in'}
            </Button>
            <Resend>
              <LinkButton
                type="button"
                disabled={busy !== null || resendIn > 0}
                aria-describedby={resendIn > 0 ? `${id}-resend` : undefined}
                onClick={() => void flow.send()}
              >
                {busy === 'sending' ? 'Sending code…' : 'Resend code'}
              </LinkButton>
              {resendIn > 0 && <Muted id={`${id}-resend`}>available in {resendIn}&nbsp;s</Muted>}
            </Resend>
            <LinkButton type="button" disabled={busy !== null} onClick={flow.changeNumber}>
              Change number
            </LinkButton>
          </Row>
        </form>
      )}
      {demo.status === 'ready' &&
        (sent ? (
          <OutboxCodeButton
            phone={phone}
            channel={sent.channel}
            onCode={(code) => {
              flow.setCode(code);
              flow.setError(null);
            }}
            onError={flow.setError}
          />
        ) : (
          <DemoAccounts accounts={demo.accounts} onPick={pickDemo} />
        ))}
    </Panel>
  );
}
