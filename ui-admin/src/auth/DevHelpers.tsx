import { Box, Button, List, ListItem, Typography } from '@mui/material';
import { DEFAULT_COUNTRY_CODE } from '../api/firstScreenSchemas';
import type { DemoAccount } from '@sports/contracts/api/dev';
import { useState } from 'react';
import { BACK_OFFICE_ROLES } from './claims';
import { fetchDevOutbox, type CodeChannel, type PhoneInput } from './api';

/*
 * Development only: shown when GET /api/dev/demo-accounts answers (404 in production), so
 * nobody types a demo number or digs the code out of the server's outbox.
 */

/** A demo account's number as the form takes it: the national part and the country code. */
export function phoneOf(account: DemoAccount): PhoneInput {
  const prefix = `+${DEFAULT_COUNTRY_CODE}`;
  return account.phone.startsWith(prefix)
    ? { phoneNumber: account.phone.slice(prefix.length), countryCode: DEFAULT_COUNTRY_CODE }
    : { phoneNumber: account.phone.replace(/^\+/, ''), countryCode: DEFAULT_COUNTRY_CODE };
}

/** Only the accounts that can open the back office: staff, managers and platform operators. */
export const staffAccounts = (accounts: readonly DemoAccount[]) => accounts.filter((a) => BACK_OFFICE_ROLES.includes(a.role));

export function DemoAccounts({ accounts, onPick }: { accounts: DemoAccount[]; onPick: (account: DemoAccount) => void }) {
  return (
    <Box component="section" aria-labelledby="demo-accounts-title" sx={{ mt: 3, pt: 1, borderTop: '1px dashed', borderColor: 'divider' }}>
      <Typography id="demo-accounts-title" variant="subtitle2" component="h2">
        Demo accounts
      </Typography>
      {accounts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No staff, manager or admin demo accounts.
        </Typography>
      ) : (
        <List dense disablePadding>
          {accounts.map((account) => (
            <ListItem key={account.userId} disableGutters>
              <Button size="small" onClick={() => onPick(account)}>
                {account.name}
              </Button>
              <Typography variant="body2" color="text.secondary">
                · {account.role}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** The newest code sent to the number over the channel, from the development outbox. */
async function codeFromOutbox(phone: PhoneInput, channel: CodeChannel): Promise<string | null> {
  for (const message of (await fetchDevOutbox(phone)) ?? []) {
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
    <Button variant="text" size="small" onClick={() => void read()} disabled={reading}>
      Show code from dev outbox
    </Button>
  );
}
