import { adminOrders, adminTransactions, type OrderDocument } from '@sports/contracts';
import {
  ArrayField,
  BooleanField,
  DataTable,
  FunctionField,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { MoneyField } from '../../format/MoneyField';
import { HistoryTab } from '../../history/HistoryTab';
import { PersonField, UNKNOWN_PLAYER } from '../PersonField';
import { bookingSourceWords, OrderStatusField } from './orderCodes';
import { OrderTotals } from './OrderTotals';
import { ItemAmountField } from './ItemAmountField';
import { ItemInWordsField } from './ItemInWordsField';
import { whatWasBooked } from './OrderInWords';
import { RefundButton } from './RefundButton';
import { RefundLinesTable } from './RefundLinesTable';
import { RefundSummary } from './RefundSummary';
import { VenueDateField } from '../../format/VenueDateField';
import { CodeChipField, CodeTextField } from '../CodeFields';
import { PhoneField } from '../../format/PhoneField';
import { phoneInWords } from '../../format/phone';

/** One order: who booked what, its totals, the payments and refunds, and its history; managers refund it. */
export default function OrderShow() {
  return (
    <Show
      title="Order"
      actions={
        <TopToolbar>
          <RefundButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          {/* What and how much first; the order's id is its reference, with the invoice's number below. */}
          <FunctionField label="Booking" render={(o: OrderDocument) => whatWasBooked(o)} />
          <MoneyField source="total" label="Total" />
          <OrderStatusField source="status" label="Status" />
          <VenueDateField source="created" showTime />
          <TextField source="spaceName" label="Venue" />
          <PersonField source="userId" label="Buyer" fallback={UNKNOWN_PLAYER} />
          {/* The buyer's phone when they bought (docs/adr/0111-buyer-phone-on-orders.md); the booked-for phone is the order's own. */}
          <PhoneField source="buyerPhone" label="Buyer's phone" />
          <TextField source="bookedFor.name" label="Booked for" />
          <FunctionField
            source="bookedFor.phone"
            label="Booked-for phone"
            render={(o: OrderDocument) =>
              o.bookedFor.phone
                ? phoneInWords(
                    o.bookedFor.phone.startsWith('+') ? o.bookedFor.phone : `+${o.bookedFor.countryCode ?? '91'}${o.bookedFor.phone}`,
                  )
                : '—'
            }
          />
          <FunctionField source="bookingSource" label="Booking source" render={(o: OrderDocument) => bookingSourceWords(o.bookingSource)} />
          <TextField source="couponCode" label="Coupon" emptyText="—" />
          <BooleanField source="payLater" label="Pay later" />
          <VenueDateField source="startsAt" label="Starts" showTime />
          <TextField source="invoice.number" label="Invoice" emptyText="—" />
          <TextField source="id" label="Reference" />
          <RefundSummary label="Refunds" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Items" path="items">
          <ArrayField source="items" label={false}>
            {/* The item's words carry its day and hours, so the amounts fit beside them on a phone. */}
            <DataTable bulkActionButtons={false} rowClick={false} aria-label="Items">
              <DataTable.Col label="Item" disableSort>
                <ItemInWordsField />
              </DataTable.Col>
              <DataTable.Col source="type" label="Type" disableSort>
                <CodeTextField source="type" />
              </DataTable.Col>
              <DataTable.Col source="amount" label="Amount">
                <ItemAmountField />
              </DataTable.Col>
              <DataTable.Col source="total" label="Total">
                <MoneyField source="total" currency="INR" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
          <OrderTotals />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Payments" path="payments">
          <ArrayField source="transactions" label="Transactions">
            {/* When, how much and how it went first; the gateway and the payment's reference after, off a phone's edge if need be. */}
            <DataTable bulkActionButtons={false} rowClick={false} aria-label="Transactions" empty={<span>No transactions.</span>}>
              <DataTable.Col source="paymentdate" label="Date" disableSort>
                <VenueDateField source="paymentdate" showTime />
              </DataTable.Col>
              <DataTable.Col source="amount" label="Amount">
                <MoneyField source="amount" currency="INR" />
              </DataTable.Col>
              <DataTable.Col source="status" label="Status" disableSort>
                <CodeChipField source="status" />
              </DataTable.Col>
              <DataTable.Col source="pgType" label="Gateway" disableSort />
              <DataTable.Col source="id" label="Reference" disableSort />
            </DataTable>
          </ArrayField>
          <RefundLinesTable label="Refund lines" />
          <MoneyField source="refundTotal" label="Refund total" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Transactions" path="transactions">
          {/* getManyReference: GET /admin-api/transactions?filter={"orderId":…}, the charges and refunds through the gateway. */}
          <ReferenceManyField
            reference={adminTransactions.name}
            target="orderId"
            sort={{ field: 'at', order: 'ASC' }}
            perPage={50}
            label={false}
          >
            <DataTable
              bulkActionButtons={false}
              rowClick="show"
              aria-label="Gateway transactions"
              empty={<span>No gateway transactions.</span>}
            >
              <DataTable.Col source="id" disableSort />
              <DataTable.Col source="kind" label="Kind" disableSort>
                <CodeTextField source="kind" />
              </DataTable.Col>
              <DataTable.Col source="status" label="Status" disableSort>
                <CodeChipField source="status" />
              </DataTable.Col>
              <DataTable.Col source="amount" label="Amount">
                <MoneyField source="amount" currency="INR" />
              </DataTable.Col>
              <DataTable.Col source="gatewayReference" label="Gateway reference" disableSort>
                <TextField source="gatewayReference" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="at" label="At" disableSort>
                <VenueDateField source="at" showTime />
              </DataTable.Col>
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminOrders.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
