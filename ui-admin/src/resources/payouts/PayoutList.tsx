import { adminPayouts, type PayoutDocument } from '@sports/contracts';
import { DateInput, FunctionField, NumberField, TextInput } from 'react-admin';
import { humanize } from '../labels';
import { OrderInWords } from '../orders/OrderInWords';
import { MoneyField } from '../../format/MoneyField';
import { formatMoney } from '../../format/money';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { filterSource as f, sortable } from '../queryShape';
import { VenueDateField } from '../../format/VenueDateField';
import { formatVenueDate } from '../../format/venueTime';

export const payoutFilters = [
  <TextInput key="orgId" source={f(adminPayouts, 'orgId')} label="Organisation id" />,
  <DateInput key="created_gte" source={f(adminPayouts, 'created_gte')} label="Created from" alwaysOn />,
  <DateInput key="created_lte" source={f(adminPayouts, 'created_lte')} label="Created until" alwaysOn />,
];

export const mobile: MobileLine<PayoutDocument> = {
  primary: (p) => `${formatMoney(p.partnerShare)} to the partner of ${formatMoney(p.gross)}`,
  secondary: () => <OrderInWords />,
  tertiary: (p) => formatVenueDate(p.created),
};

const by = (field: string) => sortable(adminPayouts, field);

/** Each confirmed order's partner split (issue 6 item 5), less what refunds took back. */
export default function PayoutList() {
  return (
    <ResourceList of={adminPayouts} mobile={mobile} filters={payoutFilters}>
      <VenueDateField source="created" label="Created" showTime sortable={by('created')} />
      <OrderInWords label="Order" link="show" />
      <FunctionField source="collectedBy" label="Collected by" sortable={by('collectedBy')} render={(p: PayoutDocument) => humanize(p.collectedBy)} />
      <MoneyField source="gross" label="Gross" sortable={by('gross')} />
      <NumberField source="commissionPercent" label="Commission %" sortable={by('commissionPercent')} />
      <MoneyField source="commission" label="Commission" sortable={by('commission')} />
      <MoneyField source="partnerShare" label="Partner share" sortable={by('partnerShare')} />
      <MoneyField source="refunded" label="Refunded" sortable={by('refunded')} />
    </ResourceList>
  );
}
