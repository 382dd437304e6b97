import { UPHELD_DISPUTE_PENALTY } from '@sports/contracts';
import { CardTitle, Facts } from '../ui/layout';
import { Card, Muted } from '../ui/primitives';
import type { ReputationView } from './api';
import { Tag } from './styles';

/** Reliability as hosts assessed it, kept apart from skill (docs/ratings.md, reputation and host rating). */
export function ReputationCard({ view }: { view: ReputationView }) {
  const { reputation, hostRating } = view;
  const rate = reputation.attendanceRate === null ? '—' : `${Math.round(reputation.attendanceRate * 100)}%`;
  return (
    <Card aria-labelledby="reputation-title">
      <CardTitle id="reputation-title">
        Reputation {reputation.score !== null ? <Tag>{reputation.score}/100</Tag> : <Tag>New</Tag>}
      </CardTitle>
      {reputation.status === 'new' && (
        <Muted as="p">A score appears once hosts have assessed you in 3 games ({reputation.assessedGames} so far).</Muted>
      )}
      <Facts>
        <dt>Showed up</dt>
        <dd>
          {reputation.attendedGames} of {reputation.assessedGames} assessed games ({rate})
        </dd>
        <dt>Punctual</dt>
        <dd>{reputation.punctual}</dd>
        <dt>Team Player</dt>
        <dd>{reputation.teamPlayer}</dd>
        <dt>Particular On Payments</dt>
        <dd>{reputation.paysOnTime}</dd>
        <dt>Upheld disputes</dt>
        <dd>
          {reputation.upheldDisputes === 0
            ? 'None against you as a host'
            : `${reputation.upheldDisputes} against you as a host (−${UPHELD_DISPUTE_PENALTY * reputation.upheldDisputes} points)`}
        </dd>
        <dt>As a host</dt>
        <dd>
          {hostRating.average !== null
            ? `${hostRating.average} ★ from ${hostRating.count} ratings`
            : `${hostRating.count} ratings (an average shows from ${hostRating.minCount})`}
        </dd>
      </Facts>
    </Card>
  );
}
