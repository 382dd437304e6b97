import { FunctionField, NumberField, Show, SimpleShowLayout } from 'react-admin';
import { humanize } from '../labels';
import { OrganisationName, VenueName } from '../names';
import { OrderInWords } from '../orders/OrderInWords';
import { MoneyField } from '../../format/MoneyField';
import { VenueDateField } from '../../format/VenueDateField';

export default function PayoutShow() {
  return (
    <Show title="Payout">
      <SimpleShowLayout>
        <OrderInWords label="Order" link="show" />
        <OrganisationName label="Organisation" link="show" />
        <VenueName label="Venue" link="show" />
        <FunctionField label="Collected by" render={(p: { collectedBy: string }) => humanize(p.collectedBy)} />
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
