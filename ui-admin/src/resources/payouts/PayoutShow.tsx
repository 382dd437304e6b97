import { NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { MoneyField } from '../../format/MoneyField';
import { VenueDateField } from '../../format/VenueDateField';

export default function PayoutShow() {
  return (
    <Show title="Payout">
      <SimpleShowLayout>
        <TextField source="id" label="Payout" />
        <ReferenceField source="orderId" reference="orders" label="Order" link="show">
          <TextField source="id" />
        </ReferenceField>
        <TextField source="orgId" label="Organisation" />
        <TextField source="spaceId" label="Venue id" />
        <TextField source="collectedBy" label="Collected by" />
        <MoneyField source="gross" label="Gross" />
        <NumberField source="commissionPercent" label="Commission %" />
        <MoneyField source="commission" label="Commission" />
        <MoneyField source="partnerShare" label="Partner share" />
        <MoneyField source="refunded" label="Refunded" />
        <VenueDateField source="created" showTime />
        <VenueDateField source="updated" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
