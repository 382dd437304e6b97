import { Alert, Box, Button, Card, CardContent, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { DEFAULT_COUNTRY_CODE, countryCodeSchema } from '../api/firstScreenSchemas';
import type { DemoAccount } from '@sports/contracts/api/dev';
import { useEffect, useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { fetchDemoAccounts, sendCode, type CodeChannel, type PhoneInput } from './api';
import type { CodeLogin } from './authProvider';
import { DemoAccounts, OutboxCodeButton, phoneOf, staffAccounts } from './DevHelpers';
import { OutlinedField } from './OutlinedField';
import { signInErrorText } from './signInText';

interface CodeSent {
  channel: CodeChannel;
  to: string;
  expiresInSeconds: number;
}

/** The phone parser (libphonenumber-js, about 29 KB gzip) is loaded when a number is sent, not with the page. */
const loadPhoneParser = () => import('@sports/contracts/accounts/phoneNumber');

async function phoneProblem({ phoneNumber, countryCode }: PhoneInput): Promise<string | null> {
  if (!countryCodeSchema.safeParse(countryCode).success) return 'Enter a country code of 1 to 4 digits, such as 91.';
  const { toE164 } = await loadPhoneParser();
  return toE164(phoneNumber, countryCode) ? null : 'Enter a valid phone number.';
}

/** Demo accounts in development; null when the dev endpoints are off (production) or unreachable. */
function useDemoAccounts(): DemoAccount[] | null {
  const [accounts, setAccounts] = useState<DemoAccount[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchDemoAccounts()
      .then((all) => live && setAccounts(all && staffAccounts(all)))
      .catch(() => live && setAccounts(null));
    return () => {
      live = false;
    };
  }, []);
  return accounts;
}

/** Staff sign in with the players' one-time code (spec section 7): phone, 'Send code', the code, 'Sign in'. */
export function LoginPage() {
  const login = useLogin();
  const demo = useDemoAccounts();
  const [phone, setPhone] = useState<PhoneInput>({ phoneNumber: '', countryCode: DEFAULT_COUNTRY_CODE });
  const [channel, setChannel] = useState<CodeChannel>('whatsapp');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(signInErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  // Fetched while the number is typed, so 'Send code' does not wait for it.
  useEffect(() => void loadPhoneParser().catch(() => undefined), []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = await phoneProblem(phone);
      if (problem) return setError(problem);
      const reply = await sendCode(channel, phone);
      setSent({ channel: reply.channel, to: reply.to, expiresInSeconds: reply.expiresInSeconds });
      setCode('');
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code that was sent to you.');
    const params: CodeLogin = { ...phone, channel: sent.channel, code };
    void run(() => login(params));
  };

  const pick = (account: DemoAccount) => {
    setPhone(phoneOf(account));
    setSent(null);
    setCode('');
    setError(null);
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420, mt: { xs: 2, sm: 10 } }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Back office sign-in
          </Typography>
          {!sent ? (
            <Stack component="form" spacing={2} onSubmit={send} noValidate>
              {/* The country code keeps its 120 px: beside a full-width number it shrank to 84 px on a 375 px phone, its label cut to 'Country …'. */}
              <Stack direction="row" spacing={1}>
                <OutlinedField
                  label="Country code"
                  value={phone.countryCode}
                  onChange={(e) => setPhone({ ...phone, countryCode: e.target.value })}
                  sx={{ width: 120, flexShrink: 0 }}
                  inputProps={{ inputMode: 'numeric' }}
                />
                <OutlinedField
                  label="Phone number"
                  value={phone.phoneNumber}
                  onChange={(e) => setPhone({ ...phone, phoneNumber: e.target.value })}
                  fullWidth
                  autoFocus
                  inputProps={{ inputMode: 'tel', autoComplete: 'tel-national' }}
                />
              </Stack>
              <RadioGroup row aria-label="Send the code by" value={channel} onChange={(e) => setChannel(e.target.value as CodeChannel)}>
                <FormControlLabel value="whatsapp" control={<Radio />} label="WhatsApp" />
                <FormControlLabel value="sms" control={<Radio />} label="SMS" />
              </RadioGroup>
              <Button type="submit" variant="contained" disabled={busy}>
                Send code
              </Button>
            </Stack>
          ) : (
            <Stack component="form" spacing={2} onSubmit={verify} noValidate>
              <Typography variant="body2">
                We sent a 6-digit code by {sent.channel === 'sms' ? 'SMS' : 'WhatsApp'} to {sent.to}. It expires in{' '}
                {Math.round(sent.expiresInSeconds / 60)} minutes.
              </Typography>
              <OutlinedField
                label="Code"
                value={code}
                onChange={(e) => setCode(e.target.value.trim())}
                autoFocus
                inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                Sign in
              </Button>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => setSent(null)} disabled={busy}>
                  Change number
                </Button>
                {demo && <OutboxCodeButton phone={phone} channel={sent.channel} onCode={setCode} onError={setError} />}
              </Stack>
            </Stack>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {demo && <DemoAccounts accounts={demo} onPick={pick} />}
        </CardContent>
      </Card>
    </Box>
  );
}
