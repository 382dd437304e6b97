import { adminOrders, orderStatusSchema, type OrderDocument } from '@sports/contracts';
import { DateInput, FunctionField, ReferenceInput, SelectInput, TextField, TextInput } from 'react-admin';
import { MoneyField } from '../../format/MoneyField';
import { formatMoney } from '../../format/money';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { PersonField, UNKNOWN_PLAYER } from '../PersonField';
import { orderStatusWords, OrderStatusField } from './orderCodes';
import { filterSource as f, sortable } from '../queryShape';
import { choicesOf } from '../labels';
import { VenueDateField } from '../../format/VenueDateField';
import { formatVenueDate } from '../../format/venueTime';
import { orgFilter } from '../OrgFilter';
import { whatWasBooked } from './OrderInWords';

/** The filters adminOrders declares: buyer name or phone, status, venue, buyer, organisation and a created window. */
export const orderFilters = [
  // Whom the order was booked for, by the start of the name (any case) or the phone's digits.
  <TextInput key="bookedFor" source={f(adminOrders, 'bookedFor')} label="Buyer name or phone" alwaysOn />,
  <SelectInput key="status" source={f(adminOrders, 'status')} label="Status" choices={choicesOf(orderStatusSchema.options)} alwaysOn />,
  <ReferenceInput key="spaceId" source={f(adminOrders, 'spaceId')} reference="spaces" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
    <SelectInput label="Venue" optionText="name" />
  </ReferenceInput>,
  <TextInput key="userId" source={f(adminOrders, 'userId')} label="Buyer (user id)" />,
  orgFilter(f(adminOrders, 'orgId')),
  <DateInput key="created_gte" source={f(adminOrders, 'created_gte')} label="Created from" />,
  <DateInput key="created_lte" source={f(adminOrders, 'created_lte')} label="Created until" />,
];

/**
 * On a phone: who and how much, what was booked and when it is played, then the state and the venue
 * (a manager is asked "whose is 6 pm?", which the order's created time never answered).
 */
export const mobile: MobileLine<OrderDocument> = {
  primary: (o) => `${o.bookedFor.name} · ${formatMoney(o.total, o.currency)}`,
  secondary: (o) => whatWasBooked(o),
  tertiary: (o) => `${orderStatusWords(o.status)} · ${o.spaceName} · placed ${formatVenueDate(o.created)}`,
};

const by = (field: string) => sortable(adminOrders, field);

export default function OrderList() {
  return (
    <ResourceList of={adminOrders} mobile={mobile} filters={orderFilters}>
      <VenueDateField source="created" label="Created" showTime sortable={by('created')} />
      {/* What was booked and when it is played; the order's id stays as its reference, last. */}
      <FunctionField label="Booking" sortable={false} render={(o: OrderDocument) => whatWasBooked(o)} />
      <TextField source="spaceName" label="Venue" sortBy="spaceId" sortable={by('spaceId')} />
      <TextField source="bookedFor.name" label="Booked for" sortable={by('bookedFor.name')} />
      <PersonField source="userId" label="Buyer" sortable={by('userId')} fallback={UNKNOWN_PLAYER} />
      <OrderStatusField source="status" label="Status" sortable={by('status')} />
      <MoneyField source="total" label="Total" sortable={by('total')} />
      <TextField source="id" label="Reference" sortable={by('id')} />
    </ResourceList>
  );
}
