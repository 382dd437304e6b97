import { ACTIVE_FROM, ON_FIRE_ABOVE, SUPER_ACTIVE_FROM } from '@sports/shared-rules';
import { ACTIVITY_TIERS, type ActivityLevel } from '@sports/contracts';
import { Card, Muted } from '../ui/primitives';
import { Tag } from './styles';
import { CardTitle } from '../ui/layout';

/** Spec section 4: the tier and its thresholds in sessions per week over the last 3 months. */
const THRESHOLDS: Record<(typeof ACTIVITY_TIERS)[number], string> = {
  'Warming Up': `under ${ACTIVE_FROM} session per week`,
  Active: `${ACTIVE_FROM} or more per week`,
  'Super Active': `${SUPER_ACTIVE_FROM} or more per week (nearly 2)`,
  'On Fire': `over ${ON_FIRE_ABOVE} per week`,
};

export function ActivityLevelCard({ level }: { level: ActivityLevel }) {
  return (
    <Card aria-labelledby="activity-level-title">
      <CardTitle id="activity-level-title">
        Activity level <Tag>{level.tier}</Tag>
      </CardTitle>
      <p>
        {level.sessions} {level.sessions === 1 ? 'game' : 'games'} in the last {level.weeks} weeks: {level.sessionsPerWeek} per week.
      </p>
      <Muted as="ul" style={{ paddingLeft: 18, margin: 0 }}>
        {ACTIVITY_TIERS.map((tier) => (
          <li key={tier} aria-current={tier === level.tier ? 'true' : undefined} style={{ fontWeight: tier === level.tier ? 700 : 400 }}>
            {tier}: {THRESHOLDS[tier]}
          </li>
        ))}
      </Muted>
    </Card>
  );
}
