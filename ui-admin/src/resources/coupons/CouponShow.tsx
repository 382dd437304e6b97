import { adminCoupons } from '@sports/contracts';
import { ChipField, DateField, NumberField, Show, TabbedShowLayout, TextField } from 'react-admin';
import { MoneyField } from '../../format/MoneyField';
import { HistoryTab } from '../../history/HistoryTab';
import { CouponValue } from './CouponValue';

export default function CouponShow() {
  return (
    <Show title="Coupon">
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="code" />
          <TextField source="description" />
          <ChipField source="status" />
          <TextField source="couponType" label="Type" />
          <TextField source="campaignId" label="Campaign" emptyText="—" />
          <TextField source="discountType" label="Discount type" />
          <CouponValue label="Discount" />
          <MoneyField source="minimumAmountToApply" label="Minimum order" />
          <NumberField source="usageLimit" label="Usage limit" />
          <NumberField source="usageLimitPerUser" label="Per user" />
          <DateField source="from" showTime />
          <DateField source="to" showTime />
          <TextField source="privacy" />
          <TextField source="orgId" label="Organisation" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminCoupons.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
