import styled from '@emotion/styled';
import { genderSchema, type Gender } from '@sports/contracts';
import { useState } from 'react';
import { ApiError } from '../api/http';
import { Button, Card, ErrorText, Input, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { updateBasicProfile, type MyProfile } from './api';

const Field = styled.label`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
  font-weight: 600;
`;

const Select = styled.select`
  padding: 8px 10px;
  border: 1px solid ${color.border};
  border-radius: 8px;
  background: ${color.bg};
  color: ${color.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

const GENDERS: { value: Gender; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
  { value: 'undisclosed', label: 'Prefer not to say' },
];

interface Draft {
  firstName: string;
  gender: Gender | '';
  place: string;
  city: string;
}

/** What is missing before the profile counts as complete (spec section 3). */
function missing(draft: Draft): string | null {
  if (!draft.firstName.trim()) return 'Enter your first name.';
  if (!genderSchema.safeParse(draft.gender).success) return 'Choose your gender.';
  if (!draft.place.trim()) return 'Enter where you play, such as your neighbourhood.';
  if (!draft.city.trim()) return 'Enter your city.';
  return null;
}

const serverProblem = (error: unknown): string => {
  if (error instanceof ApiError) {
    const field = error.problem?.errors?.[0];
    return field ? `${field.field}: ${field.message}` : (error.problem?.detail ?? `The server answered ${error.status}.`);
  }
  return 'The server could not be reached. Try again.';
};

/**
 * Profile completion after the first sign-in (spec section 3: complete with firstName, shortId,
 * gender and a location; the shortId is assigned by the server).
 */
export function CompleteProfileForm({ profile, onSaved }: { profile: MyProfile; onSaved: () => void }) {
  const location = profile.profile.locations[0];
  const [draft, setDraft] = useState<Draft>({ firstName: profile.firstName, gender: profile.gender ?? '', place: location?.name ?? '', city: location?.city ?? '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));

  const save = async () => {
    const problem = missing(draft);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      const others = profile.profile.locations.slice(1);
      const place = { ...(location ?? {}), name: draft.place.trim(), city: draft.city.trim() };
      await updateBasicProfile({ firstName: draft.firstName.trim(), gender: draft.gender as Gender, locations: [place, ...others] });
      onSaved();
    } catch (failure) {
      setError(serverProblem(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ maxWidth: 520, margin: '0 auto' }}>
      <form aria-labelledby="complete-title" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <h1 id="complete-title" style={{ marginTop: 0 }}>
        {profile.isProfileCompleted ? 'Your profile' : 'Complete your profile'}
      </h1>
      <Muted as="p">
        Your player ID is <strong>{profile.shortId}</strong>. Hosts can find you by it.
      </Muted>
      <Field>
        First name
        <Input value={draft.firstName} maxLength={60} autoComplete="given-name" onChange={(e) => set({ firstName: e.target.value })} />
      </Field>
      <Field>
        Gender
        <Select value={draft.gender} onChange={(e) => set({ gender: e.target.value as Gender | '' })}>
          <option value="">Choose…</option>
          {GENDERS.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        Where you play
        <Input value={draft.place} maxLength={200} placeholder="Neighbourhood or venue" onChange={(e) => set({ place: e.target.value })} />
      </Field>
      <Field>
        City
        <Input value={draft.city} maxLength={80} autoComplete="address-level2" onChange={(e) => set({ city: e.target.value })} />
      </Field>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="submit" disabled={busy} aria-busy={busy} style={{ marginTop: 12, width: '100%' }}>
        {busy ? 'Saving…' : 'Save profile'}
      </Button>
      </form>
    </Card>
  );
}
