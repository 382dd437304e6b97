import type { TransactionEntry } from '@sports/contracts';
import { FunctionField, ReferenceField, useRecordContext } from 'react-admin';
import { formatMoney } from '../../format/money';
import { formatVenueDate } from '../../format/venueTime';
import { humanize } from '../labels';
import { OrganisationName, VenueName } from '../names';
import { OrderInWords } from '../orders/OrderInWords';
import { PersonField, UNKNOWN_PLAYER } from '../PersonField';
import { FactList, ReferenceLine } from './FactList';

/** Payment modes as the gateways' pages write them ("upi" is UPI); anything else humanized. */
const MODES: Record<string, string> = { upi: 'UPI', card: 'Card', netbanking: 'Net banking', wallet: 'Wallet', emi: 'EMI' };
const modeInWords = (mode: string) => MODES[mode] ?? humanize(mode);

/** "₹1,436 charge of 5 Dec 2026, 22:00": the charge a refund gave money back from. */
const chargeInWords = (charge: TransactionEntry) => `${formatMoney(charge.amount)} charge of ${formatVenueDate(charge.at)}`;

/**
 * A charge or refund in words: the amount, the order it paid for ("Priya Sharma · Turf A, 27 Nov,
 * 18:00–19:00"), buyer, venue and organisation by name, each linked to its page.
 */
export function TransactionSummary() {
  const t = useRecordContext<TransactionEntry>();
  if (!t) return null;
  return (
    <>
      <FactList
        label="Transaction"
        facts={[
          { label: 'Amount', value: formatMoney(t.amount) },
          { label: 'Kind', value: humanize(t.kind) },
          { label: 'Status', value: humanize(t.status) },
          t.failureReason ? { label: 'Why it failed', value: humanize(t.failureReason) } : null,
          { label: 'Order', value: <OrderInWords link="show" /> },
          t.chargeId
            ? {
                label: 'Refunded from',
                value: (
                  <ReferenceField source="chargeId" reference="transactions" link="show" emptyText="—">
                    <FunctionField render={(charge: TransactionEntry) => chargeInWords(charge)} />
                  </ReferenceField>
                ),
              }
            : null,
          t.userId ? { label: 'Buyer', value: <PersonField source="userId" fallback={UNKNOWN_PLAYER} /> } : null,
          t.spaceId ? { label: 'Venue', value: <VenueName link="show" /> } : null,
          t.orgId ? { label: 'Organisation', value: <OrganisationName link="show" /> } : null,
          { label: 'Gateway', value: t.gateway ? humanize(t.gateway) : '—' },
          t.paymentMode ? { label: 'Payment mode', value: modeInWords(t.paymentMode) } : null,
          { label: 'At', value: formatVenueDate(t.at) },
          t.updated && t.updated !== t.at ? { label: 'Updated', value: formatVenueDate(t.updated) } : null,
        ]}
      />
      <ReferenceLine
        parts={[
          ['transaction', t.id],
          ['gateway', t.gatewayReference],
          ['order', t.orderId],
        ]}
      />
    </>
  );
}
