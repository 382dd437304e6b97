import { adminCoupons, type CouponDocument } from '@sports/contracts';
import {
  EditButton,
  FunctionField,
  NumberField,
  Show,
  TabbedShowLayout,
  TextArrayField,
  TextField,
  TopToolbar,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { managesOrg } from '../../auth/claims';
import { MoneyField } from '../../format/MoneyField';
import { HistoryTab } from '../../history/HistoryTab';
import { CouponValue } from './CouponValue';
import { OrganisationName } from '../names';
import { VenueDateField } from '../../format/VenueDateField';
import { CodeChipField, CodeTextField } from '../CodeFields';
import { humanize } from '../labels';

/** Edit only for managers of the coupon's organisation. */
function CouponActions() {
  const coupon = useRecordContext<CouponDocument>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  return <TopToolbar>{managesOrg(permissions, coupon?.orgId) ? <EditButton /> : null}</TopToolbar>;
}

export default function CouponShow() {
  return (
    <Show title="Coupon" actions={<CouponActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="code" />
          <TextField source="description" />
          <CodeChipField source="status" label="Status" />
          <CodeTextField source="couponType" label="Type" />
          <TextField source="campaignId" label="Campaign" emptyText="—" />
          <CodeTextField source="discountType" label="Discount type" />
          <CouponValue label="Discount" />
          <MoneyField source="minimumAmountToApply" label="Minimum order" />
          <NumberField source="usageLimit" label="Usage limit" />
          <NumberField source="usageLimitPerUser" label="Per user" />
          <VenueDateField source="from" showTime />
          <VenueDateField source="to" showTime />
          <CodeTextField source="privacy" label="Privacy" />
          <TextArrayField source="cities" emptyText="Every city" />
          <FunctionField
            source="services"
            label="Services"
            render={(c: CouponDocument) => (c.services.length ? c.services.map(humanize).join(', ') : 'Every service')}
          />
          <OrganisationName label="Organisation" link="show" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminCoupons.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
