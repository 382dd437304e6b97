import { adminCoupons, type CouponDocument } from '@sports/contracts';
import { NumberField, TextField, TextInput } from 'react-admin';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { canWriteCatalogue } from '../writeRules';
import { filterSource as f, sortable } from '../queryShape';
import { CouponValue } from './CouponValue';
import { humanize } from '../labels';
import { CodeChipField, CodeTextField } from '../CodeFields';
import { VenueDateField } from '../../format/VenueDateField';
import { orgFilter } from '../OrgFilter';

export const couponFilters = [
  <TextInput key="campaignId" source={f(adminCoupons, 'campaignId')} label="Campaign id" alwaysOn />,
  orgFilter(f(adminCoupons, 'orgId')),
];

const mobile: MobileLine<CouponDocument> = {
  primary: (c) => c.code,
  secondary: (c) => c.description,
  tertiary: (c) => humanize(c.status),
};

const by = (field: string) => sortable(adminCoupons, field);

/** Spec section 3 Coupon: code, what it takes off, its window and limits. */
export default function CouponList() {
  return (
    <ResourceList of={adminCoupons} mobile={mobile} filters={couponFilters} createFor={canWriteCatalogue}>
      <TextField source="code" label="Code" sortable={by('code')} />
      <TextField source="description" sortable={by('description')} />
      <CouponValue label="Discount" />
      <CodeChipField source="status" label="Status" sortable={by('status')} />
      <CodeTextField source="couponType" label="Type" sortable={by('couponType')} />
      <VenueDateField source="from" label="From" sortable={by('from')} />
      <VenueDateField source="to" label="To" sortable={by('to')} />
      <NumberField source="usageLimit" label="Usage limit" sortable={by('usageLimit')} />
    </ResourceList>
  );
}
