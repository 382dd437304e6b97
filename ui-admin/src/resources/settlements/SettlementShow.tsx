import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { MoneyField } from '../../format/MoneyField';
import { PersonField } from '../PersonField';
import { OrganisationName } from '../names';
import { VenueDateField } from '../../format/VenueDateField';

export default function SettlementShow() {
  return (
    <Show title="Payout settlement">
      <SimpleShowLayout>
        <TextField source="settlementId" label="Settlement" />
        <OrganisationName label="Organisation" link="show" />
        <MoneyField source="amount" label="Amount" />
        <TextField source="reference" label="Transfer reference" />
        <VenueDateField source="period.from" label="Period from" />
        <VenueDateField source="period.to" label="Period to" />
        <TextField source="note" emptyText="—" />
        <PersonField source="settledBy" label="Settled by" />
        <VenueDateField source="settledAt" label="Settled" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
