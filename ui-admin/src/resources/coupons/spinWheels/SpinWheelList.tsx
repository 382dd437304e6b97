import { adminSpinWheels, type SpinWheelDocument } from '@sports/contracts';
import { FunctionField, NumberField, TextField } from 'react-admin';
import { ResourceList, type MobileLine } from '../../ListDefaults';
import { filterSource as f, sortable } from '../../queryShape';
import { orgFilter } from '../../OrgFilter';
import { VenueDateField } from '../../../format/VenueDateField';

export const spinWheelFilters = [orgFilter(f(adminSpinWheels, 'orgId'))];

const prizesOf = (w: SpinWheelDocument) =>
  w.prizesVersion ? `${w.slices.filter((s) => s.code).length} prizes in ${w.slices.length} slices` : 'No prizes set yet';

const mobile: MobileLine<SpinWheelDocument> = {
  primary: (w) => w.campaignId,
  secondary: prizesOf,
  tertiary: (w) => `${w.spins} ${w.spins === 1 ? 'spin' : 'spins'}`,
};

const by = (field: string) => sortable(adminSpinWheels, field);

/** Spin-wheel campaigns: one per campaign with a spin-wheel coupon (docs/adr/0110-spin-wheel-server.md). */
export default function SpinWheelList() {
  return (
    <ResourceList of={adminSpinWheels} mobile={mobile} filters={spinWheelFilters}>
      <TextField source="campaignId" label="Campaign" sortable={by('campaignId')} />
      <FunctionField<SpinWheelDocument> label="Prizes" render={prizesOf} sortable={false} />
      <NumberField source="spins" label="Spins" sortable={by('spins')} />
      <VenueDateField source="updated" label="Updated" sortable={by('updated')} />
    </ResourceList>
  );
}
