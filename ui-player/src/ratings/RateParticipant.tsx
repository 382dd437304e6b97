import styled from '@emotion/styled';
import { useState } from 'react';
import { formatSkillRange, formatWhen } from '../games/format';
import { Button, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { toast } from '../ui/toast/store';
import { reviseParticipantRating, submitHostRating, submitParticipantRating, type GivenPlayerRating } from './api';
import { SkillPicker, StarRating, YesNo, Fieldset, skillText } from './controls';
import {
  draftFrom,
  hostRecord,
  isDraftEmpty,
  participantRecord,
  revisionRecord,
  showsFlags,
  showsSkillPicker,
  type FormRights,
  type RatingDraft,
} from './ratingForm';
import { ratingFailureDetail, REVIEW_SUBMITTED, REVIEW_UPDATED, SOMETHING_WENT_WRONG, starQuestion } from './texts';
import type { RatedGame } from './useRatingContext';

export interface RateTarget {
  kind: 'participant' | 'host';
  id: string;
  name: string;
  nickName: string | null;
  skill: { level: number } | null;
}

const Header = styled.div`
  padding-bottom: 12px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${color.border};
  & > h3 {
    margin: 0 0 4px;
  }
`;

const Person = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0 0 16px;
  & > dt {
    color: ${color.muted};
  }
  & > dd {
    margin: 0;
  }
`;

const Flag = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 6px;
  & > input {
    width: 18px;
    height: 18px;
    accent-color: ${color.accent};
  }
`;

/**
 * Spec section 2, Rate Participant: the header of the game, the person, and what the viewer may
 * rate. With `earlier` (a rating the viewer gave this player) the form edits it: it starts from
 * what was given and sends a revision ('Review Updated Successfully').
 */
export function RateParticipant({
  game,
  target,
  rights,
  earlier = null,
  onSubmitted,
}: {
  game: RatedGame;
  target: RateTarget;
  rights: FormRights;
  earlier?: GivenPlayerRating | null;
  onSubmitted: () => void;
}) {
  const [draft, setDraft] = useState<RatingDraft>(() => draftFrom(earlier));
  const [busy, setBusy] = useState(false);
  // A host is rated with stars only; the host-only controls are for players.
  const formRights: FormRights = target.kind === 'host' ? { mayAssess: false, mayRateSkill: false } : rights;
  const set = (changes: Partial<RatingDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const empty = isDraftEmpty(draft, formRights);
  const skillRange = formatSkillRange(game);

  const submit = async () => {
    setBusy(true);
    try {
      const now = new Date();
      if (target.kind === 'host' && draft.stars !== null) await submitHostRating(game.activityId, hostRecord(target.id, draft.stars, now));
      else if (earlier) await reviseParticipantRating(game.activityId, revisionRecord(target.id, draft, formRights, now));
      else await submitParticipantRating(game.activityId, participantRecord(target.id, draft, formRights, now));
      toast('success', earlier ? REVIEW_UPDATED : REVIEW_SUBMITTED);
      onSubmitted();
    } catch (error) {
      toast('error', SOMETHING_WENT_WRONG, ratingFailureDetail(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={earlier ? `Edit your rating of ${target.name}` : `Rate ${target.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) void submit();
      }}
    >
      <Header>
        <h3>{game.listingName || game.name}</h3>
        <Muted>
          {[game.name !== game.listingName ? game.name : null, game.activityFormat, formatWhen(game), skillRange]
            .filter(Boolean)
            .join(' · ')}
        </Muted>
      </Header>
      <Person>
        <dt>Name</dt>
        <dd>{target.name}</dd>
        <dt>Nickname</dt>
        <dd>{target.nickName ?? '—'}</dd>
        <dt>Skill</dt>
        <dd>{target.skill ? skillText(target.skill.level) : 'Not set'}</dd>
      </Person>
      {formRights.mayAssess && (
        <YesNo
          legend="Did the player show up?"
          value={draft.isParticipated}
          onChange={(isParticipated) => set({ isParticipated, answered: true })}
        />
      )}
      {showsSkillPicker(draft, formRights) && <SkillPicker value={draft.ratedLevel} onChange={(ratedLevel) => set({ ratedLevel })} />}
      {showsFlags(draft, formRights) && (
        <Fieldset>
          <legend>Reputation</legend>
          <Flag>
            <input type="checkbox" checked={draft.isPunctual} onChange={(e) => set({ isPunctual: e.target.checked })} />
            Punctual
          </Flag>
          <Flag>
            <input type="checkbox" checked={draft.isTeamPlayer} onChange={(e) => set({ isTeamPlayer: e.target.checked })} />
            Team Player
          </Flag>
          <Flag>
            <input type="checkbox" checked={draft.isOnTimePayment} onChange={(e) => set({ isOnTimePayment: e.target.checked })} />
            Particular On Payments
          </Flag>
        </Fieldset>
      )}
      <StarRating legend={starQuestion(target)} value={draft.stars} onChange={(stars) => set({ stars })} />
      <Button type="submit" disabled={empty || busy} aria-busy={busy} style={{ width: '100%' }}>
        {busy ? 'Submitting…' : earlier ? 'Update Your Rating' : 'Submit Your Rating'}
      </Button>
    </form>
  );
}
