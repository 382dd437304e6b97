import { SKILL_LABELS, SKILL_NAMES } from '@sports/contracts';
import { venueDayYearWords } from '@sports/contracts/time/venueTime';
import { Card, Muted } from '../ui/primitives';
import type { ListingSkill } from './loadMyProfile';
import { SelfLevelPicker } from './SelfLevelPicker';
import { Table, TableScroll, Tag } from './styles';

const levelText = (level: number) => `${SKILL_NAMES[level] ?? '?'} (${SKILL_LABELS[level] ?? '?'})`;

const SOURCE_TEXT = {
  consensus: 'the hosts who rated you agree on it',
  self: 'the level you set yourself, until enough hosts rate you',
  none: 'no level yet: set your own, or play and get rated by hosts',
} as const;

/** My skill in one listing and how it is worked out (docs/ratings.md, skill consensus). */
export function SkillCard({ skill }: { skill: ListingSkill }) {
  const { level, listing } = skill;
  const { consensus } = level;
  const titleId = `skill-${listing.listingId}`;
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId} style={{ marginTop: 0 }}>
        {listing.listingName} {level.level ? <Tag>{levelText(level.level.level)}</Tag> : <Tag>No level</Tag>}
      </h3>
      <p>
        Shown: {SOURCE_TEXT[level.source]}.
        {level.selfLevel !== null && level.source !== 'self' && <> Your own level: {levelText(level.selfLevel)}.</>}
      </p>
      <p>
        {consensus.status === 'established' && consensus.value !== null ? (
          <>
            Hosts' consensus: {consensus.value} from {consensus.raters} raters (the median of each rater's latest level).
          </>
        ) : (
          <>
            New: {consensus.raters} of the {consensus.minRaters} hosts needed have rated your skill.
          </>
        )}
      </p>
      {level.ratings.length > 0 ? (
        <details>
          <summary>Ratings behind it ({level.ratings.length})</summary>
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Rater</th>
                  <th scope="col">Level</th>
                  <th scope="col">Date</th>
                  <th scope="col">Counts</th>
                </tr>
              </thead>
              <tbody>
                {level.ratings.map((rating, i) => (
                  <tr key={`${rating.activityId}-${rating.rater}-${i}`}>
                    <td>{rating.rater}</td>
                    <td>{SKILL_LABELS[rating.level]}</td>
                    <td>{venueDayYearWords(rating.at)}</td>
                    <td>{rating.weight === 1 ? 'Yes' : `No (${rating.reason})`}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <Muted as="p">{level.formula}</Muted>
        </details>
      ) : (
        <Muted as="p">No host has rated your skill here yet.</Muted>
      )}
      <SelfLevelPicker listingId={listing.listingId} listingName={listing.listingName} selfLevel={level.selfLevel} />
    </Card>
  );
}
