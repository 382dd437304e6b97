import styled from '@emotion/styled';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { plainProblemText } from '../forms/fieldErrors';
import { Button, ErrorText, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { Drawer } from './Drawer';
import { PersonPickList } from './PersonPickList';
import { RateGame } from './RateGame';
import { RateParticipant, type RateTarget } from './RateParticipant';
import { useRatingContext, type RatingContext } from './useRatingContext';
import type { GivenPlayerRating } from './api';
import { fontSize } from '../ui/tokens';

type Step =
  | { name: 'choices' }
  | { name: 'hosts' }
  | { name: 'players' }
  | { name: 'game' }
  /** `earlier`: the rating the viewer gave this player, to edit. */
  | { name: 'rate'; target: RateTarget; earlier?: GivenPlayerRating | null }
  /** Spec section 4: submitting a participant rating moves to 'submitrating'. */
  | { name: 'submitrating'; target: RateTarget };

/** One step from another, for the drawer to notice a new screen (the same form for another player is another). */
const stepKey = (step: Step): string => ('target' in step ? `${step.name}:${step.target.kind}:${step.target.id}` : step.name);

/** Where the back arrow leads from each step. */
const previous = (step: Step): Step | null => {
  switch (step.name) {
    case 'choices':
      return null;
    case 'rate':
    case 'submitrating':
      return { name: step.target.kind === 'host' ? 'hosts' : 'players' };
    default:
      return { name: 'choices' };
  }
};

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  & button {
    width: 100%;
    padding: 14px;
    text-align: left;
  }
`;

const Done = styled.section`
  text-align: center;
  padding: 24px 0;
  & > p:first-of-type {
    font-size: ${fontSize.xxl};
    margin: 0;
    color: ${color.accent};
  }
`;

/**
 * Spec section 2, the 'Rating' side panel: 'Rate host', 'Rate player', 'Rate game'. The back
 * arrow closes the panel, or goes back in history when no close handler is given; inside a
 * screen it returns to the one before.
 */
export function RatingPanel({ activityId, onClose }: { activityId: string; onClose?: (() => void) | undefined }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: 'choices' });
  // Who was rated in this panel: the lists are read models and may lag a moment behind the write.
  const [ratedHere, setRatedHere] = useState<ReadonlySet<string>>(new Set());
  const { state, reload, userId } = useRatingContext(activityId);
  const close = onClose ?? (() => router.history.back());
  const back = () => {
    const before = previous(step);
    if (before) setStep(before);
    else close();
  };
  return (
    <Drawer
      title="Rating"
      step={stepKey(step)}
      onBack={back}
      onDismiss={close}
      backLabel={step.name === 'choices' ? 'Close rating' : 'Back'}
    >
      {state.status === 'loading' && <p aria-busy="true">Loading…</p>}
      {state.status === 'error' && <LoadError error={state.error} onRetry={reload} />}
      {state.status === 'ready' && userId && (
        <StepView
          step={step}
          context={state.context}
          userId={userId}
          go={setStep}
          close={close}
          ratedHere={ratedHere}
          rated={(target) => {
            setRatedHere((set) => new Set(set).add(`${target.kind}:${target.id}`));
            reload();
          }}
        />
      )}
    </Drawer>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const text = plainProblemText(error);
  return (
    <div role="alert">
      <ErrorText>This game cannot be rated now: {text}</ErrorText>
      <Button variant="ghost" onClick={onRetry} style={{ marginTop: 12 }}>
        Try again
      </Button>
    </div>
  );
}

interface StepProps {
  step: Step;
  context: RatingContext;
  userId: string;
  go: (step: Step) => void;
  close: () => void;
  ratedHere: ReadonlySet<string>;
  rated: (target: RateTarget) => void;
}

function StepView({ step, context, userId, go, close, ratedHere, rated }: StepProps) {
  const { game, players, hosts } = context;
  switch (step.name) {
    case 'choices':
      return (
        <>
          <p>
            <strong>{game.name}</strong>
            <br />
            <Muted>{game.listingName}</Muted>
          </p>
          <Options>
            {players.mayRateHosts && (
              <li>
                <Button variant="ghost" onClick={() => go({ name: 'hosts' })}>
                  Rate host
                </Button>
              </li>
            )}
            <li>
              <Button variant="ghost" onClick={() => go({ name: 'players' })}>
                Rate player
              </Button>
            </li>
            <li>
              <Button variant="ghost" onClick={() => go({ name: 'game' })}>
                Rate game
              </Button>
            </li>
          </Options>
        </>
      );
    case 'hosts':
      return (
        <>
          <h3>Rate Hosts</h3>
          <PersonPickList
            people={hosts.hosts.map((h) => ({
              id: h.id,
              name: h.name,
              nickName: h.nickName,
              isRated: h.isRated || ratedHere.has(`host:${h.id}`),
              label: h.isCreator ? 'Created by' : h.isCoHost ? 'Co-host' : undefined,
            }))}
            onPick={(id) => {
              const host = hosts.hosts.find((h) => h.id === id);
              if (host) go({ name: 'rate', target: { kind: 'host', id, name: host.name, nickName: host.nickName, skill: null } });
            }}
          />
        </>
      );
    case 'players':
      return (
        <>
          <h3>Rate Player</h3>
          <PersonPickList
            people={players.players.map((p) => ({
              id: p.id,
              name: p.name,
              nickName: p.nickName,
              isRated: p.isRated || ratedHere.has(`participant:${p.id}`),
              editable: true,
              label: p.isHost ? 'Host' : p.isCoHost ? 'Co-host' : undefined,
            }))}
            onPick={(id) => {
              const player = players.players.find((p) => p.id === id);
              // A player rated here may not be in the (eventually consistent) list yet: still an edit.
              const earlier = player?.given ?? (ratedHere.has(`participant:${id}`) ? { revisions: 0 } : null);
              if (player)
                go({
                  name: 'rate',
                  target: { kind: 'participant', id, name: player.name, nickName: player.nickName, skill: player.gameSkill },
                  earlier,
                });
            }}
          />
        </>
      );
    case 'rate':
      return (
        <RateParticipant
          game={game}
          target={step.target}
          earlier={step.earlier ?? null}
          rights={{ mayAssess: players.mayAssess, mayRateSkill: players.mayRateSkill }}
          onSubmitted={() => {
            rated(step.target);
            go({ name: 'submitrating', target: step.target });
          }}
        />
      );
    case 'submitrating':
      return (
        <Done data-step="submitrating" aria-live="polite">
          <p aria-hidden="true">✓</p>
          <h3>Thank you for rating {step.target.name}</h3>
          <Options>
            <li>
              <Button variant="ghost" onClick={() => go({ name: step.target.kind === 'host' ? 'hosts' : 'players' })}>
                {step.target.kind === 'host' ? 'Rate another host' : 'Rate another player'}
              </Button>
            </li>
            <li>
              <Button variant="ghost" onClick={() => go({ name: 'choices' })}>
                Back to rating options
              </Button>
            </li>
            <li>
              <Button onClick={close}>Done</Button>
            </li>
          </Options>
        </Done>
      );
    case 'game':
      return <RateGame activityId={game.activityId} listingId={game.listingId} userId={userId} onDone={close} />;
  }
}
