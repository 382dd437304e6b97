import { Create, DateInput, SimpleForm, TextInput, required } from 'react-admin';
import { RupeesInput } from '../../forms/RupeesInput';
import { OrgInput } from '../../forms/OrgInput';

/**
 * 'Settle payout' (platform operators): POST /org-api/{orgId}/payouts/settlements, through the
 * data provider's create (POST /admin-api/settlements). The server refuses a reused reference or an
 * overlapping period with its own message.
 */
export default function SettlementCreate() {
  return (
    <Create title="Settle payout" redirect="show">
      <SimpleForm>
        <OrgInput />
        <RupeesInput source="amount" label="Amount (₹)" validate={required()} />
        <TextInput source="reference" label="Transfer reference (UTR)" validate={required()} />
        <DateInput source="period.from" label="Period from" validate={required()} />
        <DateInput source="period.to" label="Period to" validate={required()} />
        <TextInput source="note" label="Note" multiline />
      </SimpleForm>
    </Create>
  );
}
