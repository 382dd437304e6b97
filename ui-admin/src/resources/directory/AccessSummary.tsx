import type { AccessAccountDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';
import { formatVenueDate } from '../../format/venueTime';
import { humanize } from '../labels';
import { NamesOf, OrganisationName } from '../names';
import { PersonField } from '../PersonField';
import { FactList, ReferenceLine } from './FactList';

/** An access account in words: who, where (organisation and venues, linked), their role, who granted or revoked it and when. */
export function AccessSummary() {
  const a = useRecordContext<AccessAccountDocument>();
  if (!a) return null;
  return (
    <>
      <FactList
        label="Access account"
        facts={[
          { label: 'Person', value: <PersonField source="userId" /> },
          { label: 'Organisation', value: <OrganisationName link="show" /> },
          { label: 'Role', value: humanize(a.role) },
          { label: 'Status', value: humanize(a.status) },
          // A venue named here adds its disputes and ratings (space scope) to the organisation's lists.
          { label: 'Venues', value: <NamesOf resource="spaces" ids={a.spaceIds} link emptyText="None named" /> },
          { label: 'Mobiles', value: a.mobiles.length ? a.mobiles.join(', ') : '—' },
          { label: 'E-mails', value: a.emails.length ? a.emails.join(', ') : '—' },
          { label: 'Granted by', value: <PersonField source="grantedBy" /> },
          { label: 'Granted', value: formatVenueDate(a.granted) },
          a.revokedBy ? { label: 'Revoked by', value: <PersonField source="revokedBy" /> } : null,
          { label: a.status === 'revoked' ? 'Revoked' : 'Updated', value: formatVenueDate(a.updated) },
        ]}
      />
      <ReferenceLine
        parts={[
          ['user', a.userId],
          ['organisation', a.orgId],
        ]}
      />
    </>
  );
}
