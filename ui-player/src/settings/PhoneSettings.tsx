import styled from '@emotion/styled';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { focusFirstInvalid, invalidProps } from '../forms/fieldErrors';
import { OutboxCodeButton } from '../session/DevHelpers';
import { PhoneNumberFields } from '../session/PhoneNumberFields';
import { useDemoAccounts } from '../session/useDemoAccounts';
import { useSecondsLeft } from '../session/useSecondsLeft';
import { toast } from '../ui/toast/store';
import { Button, ButtonLink, Card, ErrorText, Input, LinkButton } from '../ui/primitives';
import type { PhoneField } from './phoneWords';
import { shownPhone } from './shownPhone';
import { usePhoneChange } from './usePhoneChange';
import { fontSize, space } from '../ui/tokens';
import { CardTitle, Flush, Note, Stack } from '../ui/layout';

const Form = styled.form`
  display: grid;
  gap: 14px;
`;

const Field = styled.div`
  display: grid;
  gap: 4px;
  align-content: start;
  & > label {
    font-weight: 600;
    white-space: nowrap;
  }
`;

const Column = styled(Stack)`
  max-width: 480px;
`;

const Title = styled.h1`
  margin: 0;
`;

const CurrentTitle = styled(CardTitle)`
  margin-bottom: ${space[1]};
`;

const CurrentPhone = styled(Flush)`
  font-size: ${fontSize.xl};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/**
 * Changing the number I sign in with (docs/product.md "Changing your phone number"): the new
 * number, a code sent there by SMS, then "Change number". The old number stops signing in to
 * this account; the profile shows the new one.
 */
export function PhoneSettings({ current }: { current: string | null }) {
  const id = useId();
  const navigate = useNavigate();
  const flow = usePhoneChange(current, (phone) => {
    toast('success', `Your number is now ${shownPhone(phone)}`, 'Sign in with it from now on.');
    void navigate({ to: '/profile' });
  });
  const demo = useDemoAccounts();
  const resendIn = useSecondsLeft(flow.sent?.resendAtMs ?? null);
  const { number, sent, busy, errors } = flow;
  const numberForm = useRef<HTMLFormElement>(null);
  const codeForm = useRef<HTMLFormElement>(null);
  // The field a message is about is marked invalid, described by it and focused.
  const errorId = (field: PhoneField) => `${id}-${field}-error`;
  const invalid = (field: PhoneField) => invalidProps(errors[field], errorId(field));
  useEffect(() => {
    focusFirstInvalid(sent ? codeForm.current : numberForm.current);
  }, [errors, sent]);
  const message = (field: PhoneField) =>
    errors[field] && (
      <ErrorText id={errorId(field)} role="alert">
        {errors[field]}
      </ErrorText>
    );

  return (
    <Column>
      <Title>Phone number</Title>
      <Card aria-labelledby={`${id}-current`}>
        <CurrentTitle id={`${id}-current`} size="lg">
          You sign in with
        </CurrentTitle>
        <CurrentPhone data-testid="current-phone">{shownPhone(current)}</CurrentPhone>
        <Note above={4}>After the change you sign in with the new number only, and game messages go there.</Note>
      </Card>
      <Card aria-labelledby={`${id}-new`}>
        <CardTitle id={`${id}-new`} size="lg">
          New number
        </CardTitle>
        {!sent ? (
          <Form
            ref={numberForm}
            aria-label="Send a code to the new number"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void flow.send();
            }}
          >
            <PhoneNumberFields
              id={id}
              label="New phone number"
              value={{ countryCode: number.countryCode, national: number.phone }}
              onChange={(next) => flow.setNumber({ ...number, countryCode: next.countryCode, phone: next.national })}
              countryInvalid={invalid('countryCode')}
              numberInvalid={invalid('phone')}
            />
            {message('countryCode')}
            {message('phone')}
            <Note>We send a 6-digit code by SMS to the new number, to check it is yours.</Note>
            {message('general')}
            <Row>
              <Button type="submit" disabled={busy !== null} aria-busy={busy === 'sending'}>
                {busy === 'sending' ? 'Sending code…' : 'Send code'}
              </Button>
              <ButtonLink to="/profile" variant="ghost">
                Cancel
              </ButtonLink>
            </Row>
          </Form>
        ) : (
          <Form
            ref={codeForm}
            aria-label="Enter the code"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void flow.change();
            }}
          >
            <Flush role="status">
              We sent a 6-digit code by SMS to {sent.to}. It is valid for {validForWords(sent.expiresInSeconds)}.
            </Flush>
            <Field>
              <label htmlFor={`${id}-code`}>Code</label>
              <Input
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...invalid('code')}
                value={flow.code}
                onChange={(e) => flow.setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              />
              {message('code')}
            </Field>
            {message('phone')}
            {message('general')}
            <Row>
              <Button type="submit" disabled={busy !== null} aria-busy={busy === 'changing'}>
                {busy === 'changing' ? 'Changing number…' : 'Change number'}
              </Button>
              <LinkButton type="button" disabled={busy !== null || resendIn > 0} onClick={() => void flow.send()}>
                {busy === 'sending' ? 'Sending code…' : resendIn > 0 ? `Resend in ${resendIn} s` : 'Resend code'}
              </LinkButton>
              <LinkButton type="button" disabled={busy !== null} onClick={flow.editNumber}>
                Edit number
              </LinkButton>
            </Row>
          </Form>
        )}
        {demo.status === 'ready' && sent && (
          <OutboxCodeButton
            phone={{ phoneNumber: number.phone, countryCode: number.countryCode }}
            channel="sms"
            onCode={(code) => {
              flow.setCode(code);
              flow.setErrors({});
            }}
            onError={(text) => flow.setErrors({ code: text })}
          />
        )}
      </Card>
    </Column>
  );
}

/** "10 minutes"; what is left of it when the player comes back to the step ("1 minute", never "0 minutes"). */
export const validForWords = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
