import styled from '@emotion/styled';
import { type Gender } from '@sports/contracts';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { focusFirstInvalid, invalidProps, serverFieldErrors, type FieldErrors } from '../forms/fieldErrors';
import { Button, Card, ErrorText, Input, Muted, Select } from '../ui/primitives';
import { setSportsChoices, updateBasicProfile, type MyProfile } from './api';
import { PROFILE_REFUSED_WORDS, PROFILE_SERVER_ALIAS, profileErrors, type ProfileDraft } from './profileFieldWords';
import { SportsChoices } from './SportsChoices';

const Field = styled.label`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
  font-weight: 600;
`;

/** Outside the label, so the control's name stays its label alone (the error is its description). */
const FieldError = styled(ErrorText)`
  font-weight: 400;
  margin: -8px 0 14px;
`;

/** A labelled control with its plain-word error below, tied to it by aria-describedby. */
function ProfileField({
  name,
  label,
  error,
  control,
}: {
  name: string;
  label: string;
  error: string | undefined;
  control: (extra: object) => ReactElement;
}) {
  const errorId = `profile-${name}-error`;
  return (
    <>
      <Field>
        {label}
        {control(invalidProps(error, errorId))}
      </Field>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </>
  );
}

const GENDERS: { value: Gender; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
  { value: 'undisclosed', label: 'Prefer not to say' },
];

/**
 * Profile completion after the first sign-in (spec section 3: complete with firstName, shortId,
 * gender and a location; the shortId is assigned by the server).
 */
export function CompleteProfileForm({ profile, onSaved }: { profile: MyProfile; onSaved: () => void }) {
  const location = profile.profile.locations[0];
  const [draft, setDraft] = useState<ProfileDraft>({
    firstName: profile.firstName,
    gender: profile.gender ?? '',
    place: location?.name ?? '',
    city: location?.city ?? '',
  });
  const [choices, setChoices] = useState<string[]>(profile.profile.choices);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save, the first field to fix has the focus.
  useEffect(() => focusFirstInvalid(formRef.current), [errors]);
  const set = (changes: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...changes }));

  const save = async () => {
    const problems = profileErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const others = profile.profile.locations.slice(1);
      const place = { ...(location ?? {}), name: draft.place.trim(), city: draft.city.trim() };
      await updateBasicProfile({ firstName: draft.firstName.trim(), gender: draft.gender as Gender, locations: [place, ...others] });
      const chosen = new Set(profile.profile.choices);
      if (choices.length !== chosen.size || choices.some((id) => !chosen.has(id))) await setSportsChoices(choices);
      onSaved();
    } catch (failure) {
      setErrors(serverFieldErrors(failure, PROFILE_REFUSED_WORDS, PROFILE_SERVER_ALIAS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ maxWidth: 520, margin: '0 auto' }}>
      <form ref={formRef} aria-labelledby="complete-title" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
        <h1 id="complete-title" style={{ marginTop: 0 }}>
          {profile.isProfileCompleted ? 'Your profile' : 'Complete your profile'}
        </h1>
        <Muted as="p">
          Your player ID is <strong>{profile.shortId}</strong>. Hosts can find you by it.
        </Muted>
        <ProfileField
          name="firstName"
          label="First name"
          error={errors.firstName}
          control={(extra) => (
            <Input
              {...extra}
              value={draft.firstName}
              maxLength={60}
              autoComplete="given-name"
              onChange={(e) => set({ firstName: e.target.value })}
            />
          )}
        />
        <ProfileField
          name="gender"
          label="Gender"
          error={errors.gender}
          control={(extra) => (
            <Select {...extra} value={draft.gender} onChange={(e) => set({ gender: e.target.value as Gender | '' })}>
              <option value="">Choose…</option>
              {GENDERS.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </Select>
          )}
        />
        <ProfileField
          name="place"
          label="Where you play"
          error={errors.place}
          control={(extra) => (
            <Input
              {...extra}
              value={draft.place}
              maxLength={200}
              placeholder="Neighbourhood or venue"
              onChange={(e) => set({ place: e.target.value })}
            />
          )}
        />
        <ProfileField
          name="city"
          label="City"
          error={errors.city}
          control={(extra) => (
            <Input
              {...extra}
              value={draft.city}
              maxLength={80}
              autoComplete="address-level2"
              onChange={(e) => set({ city: e.target.value })}
            />
          )}
        />
        <SportsChoices choices={choices} onChange={setChoices} />
        {Object.keys(errors).length > 0 && (
          <ErrorText role="alert">{errors.general ?? 'Please correct the fields marked above.'}</ErrorText>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy} style={{ marginTop: 12, width: '100%' }}>
          {busy ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
    </Card>
  );
}
