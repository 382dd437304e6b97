import { adminSettlements, type SettlementDocument } from '@sports/contracts';
import { TextField } from 'react-admin';
import { MoneyField } from '../../format/MoneyField';
import { formatMoney } from '../../format/money';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { filterSource as f, sortable } from '../queryShape';
import { VenueDateField } from '../../format/VenueDateField';
import { formatVenueDate } from '../../format/venueTime';
import { OrganisationName } from '../names';
import { orgFilter } from '../OrgFilter';

export const settlementFilters = [orgFilter(f(adminSettlements, 'orgId'), true)];

const mobile: MobileLine<SettlementDocument> = {
  primary: (s) => `${formatMoney(s.amount)} · ${s.reference}`,
  secondary: (s) => `${formatVenueDate(s.period.from, { showTime: false })} – ${formatVenueDate(s.period.to, { showTime: false })}`,
  tertiary: () => <OrganisationName />,
};

const by = (field: string) => sortable(adminSettlements, field);

/** Payouts settled with the organisation's partner: what was paid, for which period, by which transfer. */
export default function SettlementList() {
  return (
    <ResourceList of={adminSettlements} mobile={mobile} filters={settlementFilters} createFor={(p) => p?.role === 'admin'}>
      <VenueDateField source="period.from" label="From" sortable={by('period.from')} />
      <VenueDateField source="period.to" label="To" sortable={by('period.to')} />
      <MoneyField source="amount" label="Amount" sortable={by('amount')} />
      <TextField source="reference" label="Reference" sortable={by('reference')} />
      <OrganisationName label="Organisation" />
      <VenueDateField source="settledAt" label="Settled" showTime sortable={by('settledAt')} />
    </ResourceList>
  );
}
