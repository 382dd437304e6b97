import { adminOrders, adminTransactions, type OrderDocument } from '@sports/contracts';
import { ArrayField, BooleanField, Datagrid, FunctionField, ReferenceManyField, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import { MoneyField } from '../../format/MoneyField';
import { HistoryTab } from '../../history/HistoryTab';
import { PersonField, UNKNOWN_PLAYER } from '../PersonField';
import { bookingSourceWords, OrderStatusField } from './orderCodes';
import { OrderTotals } from './OrderTotals';
import { ItemInWordsField } from './ItemInWordsField';
import { RefundButton } from './RefundButton';
import { RefundLinesTable } from './RefundLinesTable';
import { RefundSummary } from './RefundSummary';
import { VenueDateField } from '../../format/VenueDateField';
import { CodeChipField, CodeTextField } from '../CodeFields';
import { phoneInWords } from '../users/findAnyone';

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
          <TextField source="id" label="Order" />
          <OrderStatusField source="status" label="Status" />
          <VenueDateField source="created" showTime />
          <TextField source="spaceName" label="Venue" />
          <PersonField source="userId" label="Buyer" fallback={UNKNOWN_PLAYER} />
          {/* The buyer's phone when they bought (docs/decisions.md "The buyer's phone on every order"); the booked-for phone is the order's own. */}
          <FunctionField source="buyerPhone" label="Buyer's phone" render={(o: OrderDocument) => (o.buyerPhone ? phoneInWords(o.buyerPhone) : '—')} />
          <TextField source="bookedFor.name" label="Booked for" />
          <TextField source="bookedFor.phone" label="Booked-for phone" emptyText="—" />
          <FunctionField source="bookingSource" label="Booking source" render={(o: OrderDocument) => bookingSourceWords(o.bookingSource)} />
          <TextField source="couponCode" label="Coupon" emptyText="—" />
          <BooleanField source="payLater" label="Pay later" />
          <VenueDateField source="startsAt" label="Starts" showTime />
          <TextField source="invoice.number" label="Invoice" emptyText="—" />
          <RefundSummary label="Refunds" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Items" path="items">
          <ArrayField source="items" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Items">
              <ItemInWordsField label="Item" />
              <CodeTextField source="type" label="Type" sortable={false} />
              <VenueDateField source="date" label="Date" emptyText="—" sortable={false} />
              <TextField source="startTime" label="From" emptyText="—" sortable={false} />
              <TextField source="endTime" label="To" emptyText="—" sortable={false} />
              <MoneyField source="amount" label="Amount" currency="INR" />
              <MoneyField source="total" label="Total" currency="INR" />
            </Datagrid>
          </ArrayField>
          <OrderTotals />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Payments" path="payments">
          <ArrayField source="transactions" label="Transactions">
            <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Transactions" empty={<span>No transactions.</span>}>
              <TextField source="id" sortable={false} />
              <CodeChipField source="status" label="Status" sortable={false} />
              <TextField source="pgType" label="Gateway" sortable={false} />
              <MoneyField source="amount" label="Amount" currency="INR" />
              <VenueDateField source="paymentdate" label="Date" showTime sortable={false} />
            </Datagrid>
          </ArrayField>
          <RefundLinesTable label="Refund lines" />
          <MoneyField source="refundTotal" label="Refund total" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Transactions" path="transactions">
          {/* getManyReference: GET /admin-api/transactions?filter={"orderId":…}, the charges and refunds through the gateway. */}
          <ReferenceManyField reference={adminTransactions.name} target="orderId" sort={{ field: 'at', order: 'ASC' }} perPage={50} label={false}>
            <Datagrid bulkActionButtons={false} rowClick="show" aria-label="Gateway transactions" empty={<span>No gateway transactions.</span>}>
              <TextField source="id" sortable={false} />
              <CodeTextField source="kind" label="Kind" sortable={false} />
              <CodeChipField source="status" label="Status" sortable={false} />
              <MoneyField source="amount" label="Amount" currency="INR" />
              <TextField source="gatewayReference" label="Gateway reference" emptyText="—" sortable={false} />
              <VenueDateField source="at" label="At" showTime sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminOrders.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
