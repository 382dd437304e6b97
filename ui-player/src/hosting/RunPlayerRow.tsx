import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { reviseParticipantRating, submitParticipantRating, type RatedPlayer } from '../ratings/api';
import { Fieldset, SkillPicker, YesNo } from '../ratings/controls';
import { draftFrom, type RatingDraft } from '../ratings/ratingForm';
import { ratingFailureDetail, REVIEW_SUBMITTED, REVIEW_UPDATED, SOMETHING_WENT_WRONG } from '../ratings/texts';
import { Button, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { toast } from '../ui/toast/store';
import { runRecord, savedSummary } from './runGameRecord';
import { fontSize, radius } from '../ui/tokens';

const Row = styled.li`
  padding: 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  & > header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    margin-bottom: 10px;
  }
  & h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  & > label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  & input {
    width: 20px;
    height: 20px;
    accent-color: ${color.accent};
  }
`;

const Saved = styled.p`
  margin: 8px 0 0;
  font-weight: 600;
  color: ${color.text};
`;

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; updated: boolean } | { kind: 'failed'; reason: string };

/** One participant in the "Run the game" panel: attendance, level and flags, and its own Save. */
export function RunPlayerRow({
  activityId,
  player,
  mayRateSkill,
  levelName,
}: {
  activityId: string;
  player: RatedPlayer;
  mayRateSkill: boolean;
  levelName: (level: number) => string;
}) {
  const titleId = useId();
  const [draft, setDraft] = useState<RatingDraft>(() => draftFrom(player.given));
  // Rated already (by the list, or saved here): the next save is an edit of that rating.
  const [rated, setRated] = useState(player.isRated);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  const set = (changes: Partial<RatingDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    setDirty(true);
  };

  const save = async () => {
    setStatus({ kind: 'saving' });
    try {
      const record = runRecord(player.id, draft, mayRateSkill, new Date());
      if (rated) await reviseParticipantRating(activityId, record);
      else await submitParticipantRating(activityId, record);
      toast('success', rated ? REVIEW_UPDATED : REVIEW_SUBMITTED);
      setStatus({ kind: 'saved', updated: rated });
      setRated(true);
      setDirty(false);
    } catch (error) {
      const reason = ratingFailureDetail(error) ?? 'Try again.';
      toast('error', SOMETHING_WENT_WRONG, reason);
      setStatus({ kind: 'failed', reason });
    }
  };

  const savedLine =
    status.kind === 'saved' || (rated && !dirty && status.kind === 'idle') ? `Saved: ${savedSummary(draft, levelName)}` : null;
  return (
    <Row aria-labelledby={titleId} role="group">
      <header>
        <h3 id={titleId}>{player.name}</h3>
        <Muted>{player.isHost ? 'Host' : player.isCoHost ? 'Co-host' : player.gameSkill ? player.gameSkill.name : 'Player'}</Muted>
      </header>
      <YesNo
        legend="Did the player show up?"
        value={draft.isParticipated}
        onChange={(isParticipated) => set({ isParticipated, answered: true })}
      />
      {draft.isParticipated && mayRateSkill && <SkillPicker value={draft.ratedLevel} onChange={(ratedLevel) => set({ ratedLevel })} />}
      {draft.isParticipated && (
        <Fieldset>
          <legend>Reputation</legend>
          <Flags>
            <label>
              <input type="checkbox" checked={draft.isPunctual} onChange={(e) => set({ isPunctual: e.target.checked })} />
              Punctual
            </label>
            <label>
              <input type="checkbox" checked={draft.isTeamPlayer} onChange={(e) => set({ isTeamPlayer: e.target.checked })} />
              Team Player
            </label>
            <label>
              <input type="checkbox" checked={draft.isOnTimePayment} onChange={(e) => set({ isOnTimePayment: e.target.checked })} />
              Particular On Payments
            </label>
          </Flags>
        </Fieldset>
      )}
      <Button
        type="button"
        onClick={() => void save()}
        disabled={status.kind === 'saving' || (rated && !dirty)}
        aria-busy={status.kind === 'saving'}
      >
        {status.kind === 'saving' ? 'Saving…' : rated && !dirty ? 'Saved' : rated ? 'Save changes' : 'Save'}
      </Button>
      <div role="status" aria-live="polite">
        {savedLine && <Saved>{status.kind === 'saved' && status.updated ? `Updated. ${savedLine}` : savedLine}</Saved>}
        {status.kind === 'failed' && <Muted>Not saved: {status.reason}</Muted>}
      </div>
    </Row>
  );
}
