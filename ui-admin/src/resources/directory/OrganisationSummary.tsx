import { phoneInWords } from '../../format/phone';
import type { OrganisationDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';
import { formatVenueDate } from '../../format/venueTime';
import { humanize } from '../labels';
import { NamesOf } from '../names';
import { PersonField } from '../PersonField';
import { FactList, ReferenceLine } from './FactList';

/** An organisation in words: its details, its venues by name (each linked), who registered it and when. */
export function OrganisationSummary() {
  const o = useRecordContext<OrganisationDocument>();
  if (!o) return null;
  const contact = [o.contactName, o.contactPhone ? phoneInWords(o.contactPhone) : null, o.contactEmail].filter(Boolean).join(' · ');
  return (
    <>
      <FactList
        label="Organisation"
        facts={[
          { label: 'Name', value: o.name },
          { label: 'Status', value: humanize(o.status) },
          o.legalName ? { label: 'Legal name', value: o.legalName } : null,
          o.gstin ? { label: 'GSTIN', value: o.gstin } : null,
          o.city ? { label: 'City', value: o.city } : null,
          o.address ? { label: 'Address', value: o.address } : null,
          contact ? { label: 'Contact', value: contact } : null,
          o.website
            ? {
                label: 'Website',
                value: (
                  <a href={o.website} target="_blank" rel="noreferrer">
                    {o.website}
                  </a>
                ),
              }
            : null,
          { label: 'Venues', value: <NamesOf resource="spaces" ids={o.spaceIds ?? []} link emptyText="None yet" /> },
          {
            label: 'Platform commission',
            value: o.commissionPercent === null || o.commissionPercent === undefined ? 'Not set' : `${o.commissionPercent}%`,
          },
          { label: 'Registered by', value: <PersonField source="registeredBy" /> },
          { label: 'Registered', value: formatVenueDate(o.created) },
          { label: 'Updated', value: formatVenueDate(o.updated) },
        ]}
      />
      <ReferenceLine parts={[['organisation', o.orgId]]} />
    </>
  );
}
