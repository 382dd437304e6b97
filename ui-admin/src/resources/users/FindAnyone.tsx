import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Title, useAuthenticated, useCreatePath } from 'react-admin';
import { MIN_PHONE_DIGITS, tooFewPhoneDigits, type PersonMatch } from '@sports/contracts';
import { adminHttpClient } from '../../api/adminHttp';
import { retryUnlessRefused } from '../../dashboard/useDashboard';
import { rolesOf, searchErrorText } from './findAnyone';
import { phoneInWords } from '../../format/phone';

const SEARCH_URL = '/admin-api/people/search';

const searchPeople = async (q: string): Promise<PersonMatch[]> =>
  (await adminHttpClient(`${SEARCH_URL}?${new URLSearchParams({ q })}`)).json as PersonMatch[];

/**
 * "Find anyone" (docs/backoffice.md "Find anyone"): one box for the students, members and buyers of
 * the signed-in staff member's organisations, by the start of a name or a phone (whole or its last
 * 4 digits), each found person with what they are and links to those records.
 */
export default function FindAnyone() {
  useAuthenticated();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const createPath = useCreatePath();
  const { data, error, isFetching } = useQuery({
    queryKey: ['admin', 'findAnyone', asked],
    queryFn: () => searchPeople(asked),
    enabled: asked !== '',
    retry: retryUnlessRefused,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server refuses it too (400 too_few_digits); said here without a round trip.
    const short = tooFewPhoneDigits(text);
    setTooShort(short);
    if (!short) setAsked(text.trim());
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Find anyone" />
      <CardContent>
        <Box
          component="form"
          role="search"
          aria-label="Find anyone"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label="Name or phone"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoFocus
            error={tooShort || Boolean(error)}
            helperText={
              tooShort
                ? `A phone number needs at least its last ${MIN_PHONE_DIGITS} digits.`
                : error instanceof Error
                  ? searchErrorText(error)
                  : `The start of a name, or a phone: whole or its last ${MIN_PHONE_DIGITS} digits`
            }
            sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { maxLength: 60, inputMode: 'search' } }}
          />
          <Button type="submit" variant="contained" startIcon={<PersonSearchIcon />} sx={{ minHeight: 56 }} disabled={text.trim() === ''}>
            Find
          </Button>
        </Box>
        {isFetching && <Typography sx={{ mt: 2 }}>Searching…</Typography>}
        {data && !isFetching && !tooShort && (
          <Box component="section" aria-label="People found" sx={{ mt: 2 }}>
            {data.length === 0 ? (
              <Typography>No one found for “{asked}”.</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.map((person) => (
                  <Box
                    component="li"
                    key={person.id}
                    aria-label={person.name}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                  >
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {person.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {phoneInWords(person.phone)}
                    </Typography>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                      {rolesOf(person, createPath).map((role) => (
                        <Chip
                          key={role.to}
                          label={role.label}
                          component={Link}
                          to={role.to}
                          clickable
                          color="primary"
                          variant="outlined"
                          sx={{ minHeight: 44, borderRadius: 22 }}
                        />
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
