import { cartItemTypeSchema } from '@sports/contracts';
import {
  Create,
  DateTimeInput,
  Edit,
  FormDataConsumer,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  required,
} from 'react-admin';
import { OrgInput } from '../../forms/OrgInput';
import { RupeesInput } from '../../forms/RupeesInput';
import { choicesOf } from '../labels';
import { SaveOnlyToolbar } from '../../forms/SaveOnlyToolbar';
import { couponFormValues } from './couponFormValues';
import { useSaveErrors } from '../../forms/saveErrors';

const DISCOUNT_TYPES = [
  { id: 'percentage', name: 'Percentage' },
  { id: 'flat', name: 'Flat amount' },
];

/** Spec section 3 Coupon, every field but the code (in the path of PUT /org-api/{orgId}/coupons/{code}). */
/** Discounts come off the price before tax (docs/adr/0143-discounts-before-tax.md): the manager setting one should know. */
const BEFORE_TAX = 'Off the price before tax; GST is charged on what is left';

function CouponFields() {
  return (
    <>
      <TextInput source="description" fullWidth />
      <SelectInput
        source="couponType"
        label="Coupon type"
        choices={[
          { id: 'general', name: 'General' },
          { id: 'spinWheel', name: 'Spin wheel' },
        ]}
        defaultValue="general"
        validate={required()}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.couponType === 'spinWheel' ? <TextInput source="campaignId" label="Campaign id" validate={required()} /> : null
        }
      </FormDataConsumer>
      <SelectInput source="discountType" label="Discount type" choices={DISCOUNT_TYPES} defaultValue="percentage" validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.discountType === 'flat' ? (
            // amountorper is minor units for a flat coupon (CouponValue reads it so): typed in rupees.
            <RupeesInput source="amountorper" label="Discount (₹)" validate={required()} helperText={BEFORE_TAX} />
          ) : (
            <NumberInput source="amountorper" label="Discount (%)" min={1} max={100} validate={required()} helperText={BEFORE_TAX} />
          )
        }
      </FormDataConsumer>
      <RupeesInput source="maxDiscountAmount" label="Maximum discount (₹)" />
      <RupeesInput source="minimumAmountToApply" label="Minimum order (₹)" defaultValue={0} helperText="The order's value before tax" />
      <NumberInput source="usageLimit" label="Usage limit" min={1} validate={required()} />
      <NumberInput source="usageLimitPerUser" label="Usage limit per user" min={1} defaultValue={1} validate={required()} />
      <DateTimeInput source="from" label="From" validate={required()} />
      <DateTimeInput source="to" label="To" validate={required()} />
      <SelectInput source="status" choices={choicesOf(['active', 'inactive'])} defaultValue="active" validate={required()} />
      <SelectInput source="privacy" choices={choicesOf(['public', 'private'])} defaultValue="public" validate={required()} />
      <TextArrayInput source="cities" label="Cities (empty: every city)" />
      <SelectArrayInput source="services" label="Services (empty: every kind)" choices={choicesOf(cartItemTypeSchema.options)} />
    </>
  );
}

export function CouponCreate() {
  return (
    <Create title="New coupon" redirect="show" transform={couponFormValues}>
      <SimpleForm defaultValues={{ cities: [], services: [] }}>
        <OrgInput />
        <TextInput
          source="code"
          label="Code"
          helperText="Upper-case letters and digits, e.g. MONSOON15"
          validate={required()}
          parse={(v: string) => v.toUpperCase()}
        />
        <CouponFields />
      </SimpleForm>
    </Create>
  );
}

export function CouponEdit() {
  // 412: 'Changed by someone else: reload' with a Reload action (forms/saveErrors.tsx).
  const saveErrors = useSaveErrors();
  return (
    <Edit title="Edit coupon" redirect="show" mutationMode="pessimistic" transform={couponFormValues} mutationOptions={saveErrors}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="code" disabled />
        <CouponFields />
      </SimpleForm>
    </Edit>
  );
}
