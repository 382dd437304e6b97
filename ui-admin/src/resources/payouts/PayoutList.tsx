import { adminPayouts, type PayoutDocument } from '@sports/contracts';
import { DateInput, FunctionField, NumberField } from 'react-admin';
import { humanize } from '../labels';
import { OrderInWords } from '../orders/OrderInWords';
import { MoneyField } from '../../format/MoneyField';
import { formatMoney } from '../../format/money';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { filterSource as f, sortable } from '../queryShape';
import { VenueDateField } from '../../format/VenueDateField';
import { formatVenueDate } from '../../format/venueTime';
import { orgFilter } from '../OrgFilter';

export const payoutFilters = [
  orgFilter(f(adminPayouts, 'orgId')),
  <DateInput key="created_gte" source={f(adminPayouts, 'created_gte')} label="Created from" alwaysOn />,
  <DateInput key="created_lte" source={f(adminPayouts, 'created_lte')} label="Created until" alwaysOn />,
];

/**
 * The phone line's amount in staff words: what is due on the order and which way, out of what the
 * buyer paid, less refunds (docs/bookings.md "Partner split and payouts"). Money the platform took
 * online owes the venue its share; money the venue collected itself owes the platform its
 * commission, so its share is never "to the venue" (the venue holds it already).
 */
export function payoutInWords(p: Pick<PayoutDocument, 'collectedBy' | 'gross' | 'commission' | 'partnerShare' | 'refunded'>): string {
  const how = p.collectedBy === 'venue' ? 'collected at the venue' : 'paid online';
  const refunded = p.refunded > 0 ? ` · ${formatMoney(p.refunded)} refunded` : '';
  const facts = `${formatMoney(p.gross)} ${how}${refunded}`;
  if (p.collectedBy === 'venue')
    return p.commission > 0 ? `${formatMoney(p.commission)} commission due from the venue · ${facts}` : `Nothing due · ${facts}`;
  return p.partnerShare > 0 ? `${formatMoney(p.partnerShare)} due to the venue · ${facts}` : `Nothing due · ${facts}`;
}

export const mobile: MobileLine<PayoutDocument> = {
  primary: payoutInWords,
  secondary: () => <OrderInWords />,
  tertiary: (p) => formatVenueDate(p.created),
};

const by = (field: string) => sortable(adminPayouts, field);

/** Each confirmed order's partner split, less what refunds took back. */
export default function PayoutList() {
  return (
    <ResourceList of={adminPayouts} mobile={mobile} filters={payoutFilters}>
      <VenueDateField source="created" label="Created" showTime sortable={by('created')} />
      <OrderInWords label="Order" link="show" />
      <FunctionField
        source="collectedBy"
        label="Collected by"
        sortable={by('collectedBy')}
        render={(p: PayoutDocument) => humanize(p.collectedBy)}
      />
      <MoneyField source="gross" label="Gross" sortable={by('gross')} />
      <NumberField source="commissionPercent" label="Commission %" sortable={by('commissionPercent')} />
      <MoneyField source="commission" label="Commission" sortable={by('commission')} />
      <MoneyField source="partnerShare" label="Partner share" sortable={by('partnerShare')} />
      <MoneyField source="refunded" label="Refunded" sortable={by('refunded')} />
    </ResourceList>
  );
}
