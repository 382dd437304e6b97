import styled from '@emotion/styled';
import type { DemoAccount } from '@sports/contracts';
import { useState } from 'react';
import { LinkButton, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { fetchDevOutbox, type CodeChannel, type PhoneInput } from './api';
import { fontSize } from '../ui/tokens';

/*
 * Development only: shown when GET /api/dev/demo-accounts answers (it is 404 in production),
 * so nobody has to type a demo phone number or look for the code in the server's outbox.
 */

const Box = styled.section`
  margin-top: 20px;
  padding-top: 12px;
  border-top: 1px dashed ${color.border};
  font-size: ${fontSize.sm};
  & h2 {
    margin: 0 0 6px;
    font-size: ${fontSize.sm};
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
  }
`;

export function DemoAccounts({ accounts, onPick }: { accounts: DemoAccount[]; onPick: (account: DemoAccount) => void }) {
  return (
    <Box aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">Demo accounts</h2>
      <ul>
        {accounts.map((account) => (
          <li key={account.userId}>
            <LinkButton type="button" onClick={() => onPick(account)}>
              {account.name}
            </LinkButton>{' '}
            <Muted>· {account.role}</Muted>
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** The newest code sent to the number over the channel, from the development outbox. */
async function codeFromOutbox(phone: PhoneInput, channel: CodeChannel): Promise<string | null> {
  const messages = (await fetchDevOutbox(phone)) ?? [];
  for (const message of messages) {
    const code = message.channel === channel ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    if (code) return code;
  }
  return null;
}

export function OutboxCodeButton({
  phone,
  channel,
  onCode,
  onError,
}: {
  phone: PhoneInput;
  channel: CodeChannel;
  onCode: (code: string) => void;
  onError: (text: string) => void;
}) {
  const [reading, setReading] = useState(false);
  const read = async () => {
    setReading(true);
    try {
      const code = await codeFromOutbox(phone, channel);
      if (code) onCode(code);
      else onError('No code for this number in the development outbox yet.');
    } catch {
      onError('Could not read the development outbox.');
    } finally {
      setReading(false);
    }
  };
  return (
    <Box aria-label="Development helpers">
      <LinkButton type="button" disabled={reading} onClick={() => void read()}>
        {reading ? 'Reading the dev outbox…' : 'Show code from dev outbox'}
      </LinkButton>
    </Box>
  );
}
