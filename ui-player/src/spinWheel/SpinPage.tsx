import styled from '@emotion/styled';
import { useState } from 'react';
import { ApiError } from '../api/http';
import { useSession } from '../session/store';
import { color } from '../ui/theme';
import { Button, ButtonLink, Card, ErrorText, Muted } from '../ui/primitives';
import { spinWheel, type PlayerWheel, type SpinOutcome } from './api';
import { WheelDrawing, wheelTurns } from './PlayerWheel';
import { Note } from '../ui/layout';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  max-width: 560px;
  margin: 0 auto;
`;
const Odds = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${color.muted};
`;

/** What the draw gave, in words. */
const outcomeText = (wheel: PlayerWheel, outcome: SpinOutcome) => {
  const slice = wheel.slices[outcome.sliceIndex];
  if (!outcome.code) return 'No prize this time. The wheel is spun once per player.';
  return `You won ${slice?.label ?? 'a coupon'}! Coupon ${outcome.code} is yours: enter it at checkout.`;
};

function OneWheel({ wheel, userId }: { wheel: PlayerWheel; userId: string | null }) {
  const [outcome, setOutcome] = useState<SpinOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The result is said once the wheel stops on it (at once without motion).
  const [landed, setLanded] = useState(false);
  const spin = async () => {
    if (!userId) return;
    setPending(true);
    setError(null);
    try {
      const drawn = await spinWheel(wheel.campaignId, userId);
      setLanded(!wheelTurns());
      setOutcome(drawn);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Something went wrong');
    } finally {
      setPending(false);
    }
  };
  const titleId = `wheel-${wheel.campaignId}`;
  return (
    <Card aria-labelledby={titleId}>
      <Stack>
        <h2 id={titleId} style={{ margin: 0 }}>
          {wheel.campaignId.replace(/-/g, ' ')}
        </h2>
        <WheelDrawing wheel={wheel} landOn={outcome ? outcome.sliceIndex : null} onLanded={() => setLanded(true)} />
        <Odds aria-label="Chances">
          {wheel.slices.map((s, i) => (
            <li key={i}>
              {s.label}: {s.percent}%
            </li>
          ))}
        </Odds>
        {userId ? (
          <Button type="button" onClick={() => void spin()} disabled={pending || outcome !== null}>
            {outcome ? 'Spun' : pending ? 'Spinning…' : 'Spin the wheel'}
          </Button>
        ) : (
          <ButtonLink to="/sign-in" search={{ redirect: '/spin' }}>
            Sign in to spin
          </ButtonLink>
        )}
        <div role="status">{outcome && landed ? <p style={{ margin: 0, fontWeight: 600 }}>{outcomeText(wheel, outcome)}</p> : null}</div>
        {error ? (
          <div role="alert">
            <ErrorText>{error}</ErrorText>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Spin to win a coupon (spec section 7 coupon calls): the server draws; the page shows its draw. */
export function SpinPage({ wheels }: { wheels: PlayerWheel[] }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  return (
    <Stack>
      <h1 style={{ margin: 0 }}>Spin to win a coupon</h1>
      <Note>One spin per player and wheel. The prize is drawn by the server at the chances shown.</Note>
      {wheels.length === 0 ? (
        <Muted as="p">No wheel to spin right now.</Muted>
      ) : (
        wheels.map((wheel) => <OneWheel key={wheel.campaignId} wheel={wheel} userId={userId} />)
      )}
    </Stack>
  );
}
