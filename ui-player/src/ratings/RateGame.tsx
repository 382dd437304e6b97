import styled from '@emotion/styled';
import { DISPUTE_TYPES, type DisputeType } from '@sports/contracts';
import { useEffect, useId, useState } from 'react';
import { Button, ErrorText, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { toast } from '../ui/toast/store';
import { fetchEarlierGameRating, submitGameRating, type EarlierGameRating } from './api';
import { Choices, Fieldset, Pill, Switch, YesNo } from './controls';
import { ratingFailureDetail, REVIEW_SUBMITTED, SOMETHING_WENT_WRONG } from './texts';
import { radius } from '../ui/tokens';

const TextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: 8px 10px;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.bg};
  color: ${color.text};
  font: inherit;
  resize: vertical;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

interface GameDraft {
  isGameHappened: boolean;
  disputeOn: boolean;
  dispute: DisputeType | null;
  description: string;
}

const fresh: GameDraft = { isGameHappened: true, disputeOn: false, dispute: null, description: '' };

/** Spec section 4: an earlier dispute switches 'Raise a Dispute' on. */
const draftFrom = (earlier: NonNullable<EarlierGameRating>): GameDraft => ({
  isGameHappened: earlier.isGameHappened,
  disputeOn: earlier.dispute !== null,
  dispute: earlier.dispute,
  description: earlier.description,
});

type Earlier = { status: 'loading' } | { status: 'ready'; rating: EarlierGameRating } | { status: 'error' };

/** Spec section 2, Rate Game; 'Submit' closes the panel (section 4). */
export function RateGame({
  activityId,
  listingId,
  userId,
  onDone,
}: {
  activityId: string;
  listingId: string;
  userId: string;
  onDone: () => void;
}) {
  const [earlier, setEarlier] = useState<Earlier>({ status: 'loading' });
  const [draft, setDraft] = useState<GameDraft>(fresh);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const radioName = useId();
  const descriptionId = useId();

  useEffect(() => {
    let live = true;
    fetchEarlierGameRating(activityId, listingId, userId)
      .then((rating) => {
        if (!live) return;
        setEarlier({ status: 'ready', rating });
        if (rating) setDraft(draftFrom(rating));
      })
      .catch(() => live && setEarlier({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [activityId, listingId, userId]);

  const alreadyRated = earlier.status === 'ready' && earlier.rating !== null;
  const set = (changes: Partial<GameDraft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = async () => {
    if (draft.disputeOn && draft.dispute === null) return setProblem('Choose what the dispute is about, or switch the dispute off.');
    setProblem(null);
    setBusy(true);
    try {
      const dispute = draft.disputeOn ? draft.dispute : null;
      await submitGameRating(activityId, {
        ratingFor: activityId,
        isGameHappened: draft.isGameHappened,
        dispute,
        description: dispute ? draft.description.trim() : '',
        time: new Date().toISOString(),
      });
      toast('success', REVIEW_SUBMITTED);
      onDone();
    } catch (error) {
      toast('error', SOMETHING_WENT_WRONG, ratingFailureDetail(error));
    } finally {
      setBusy(false);
    }
  };

  if (earlier.status === 'loading') return <p aria-busy="true">Loading your rating…</p>;
  return (
    <form
      aria-label="Rate Game"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3>Rate Game</h3>
      {earlier.status === 'error' && <ErrorText role="alert">Your earlier rating of this game could not be loaded.</ErrorText>}
      {alreadyRated && (
        <p role="note">
          <Muted>You rated this game already; a rating is kept as it was given.</Muted>
        </p>
      )}
      <fieldset disabled={alreadyRated} style={{ border: 0, padding: 0, margin: 0 }}>
        <YesNo legend="Did this activity happen ?" value={draft.isGameHappened} onChange={(isGameHappened) => set({ isGameHappened })} />
        <div style={{ marginBottom: 16 }}>
          <Switch label="Raise a Dispute" checked={draft.disputeOn} onChange={(disputeOn) => set({ disputeOn })} />
        </div>
        {draft.disputeOn && (
          <>
            <Fieldset>
              <legend>Dispute</legend>
              <Choices>
                {DISPUTE_TYPES.map((type) => (
                  <Pill key={type}>
                    <input
                      type="radio"
                      name={radioName}
                      checked={draft.dispute === type}
                      onChange={() => set({ dispute: type })}
                      aria-label={type}
                    />
                    {type}
                  </Pill>
                ))}
              </Choices>
            </Fieldset>
            <label htmlFor={descriptionId} style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
              Description (Optional)
            </label>
            <TextArea
              id={descriptionId}
              maxLength={1000}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          </>
        )}
      </fieldset>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      <Button type="submit" disabled={alreadyRated || busy} aria-busy={busy} style={{ width: '100%', marginTop: 16 }}>
        {busy ? 'Submitting…' : 'Submit'}
      </Button>
    </form>
  );
}
