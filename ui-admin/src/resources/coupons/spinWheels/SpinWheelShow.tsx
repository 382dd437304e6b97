import { Alert, Box, Stack, Typography } from '@mui/material';
import { adminSpinWheels, type SpinWheelDocument } from '@sports/contracts';
import { NumberField, Show, TabbedShowLayout, TextField, usePermissions, useRecordContext } from 'react-admin';
import type { StaffPermissions } from '../../../auth/authProvider';
import { managesOrg } from '../../../auth/claims';
import { HistoryTab } from '../../../history/HistoryTab';
import { VenueDateField } from '../../../format/VenueDateField';
import { OrganisationName } from '../../names';
import { OddsTable } from './OddsTable';
import { PrizeEditor } from './PrizeEditor';
import { WheelChart } from './WheelChart';

/** The wheel as set: its chart and its odds table; managers of its organisation edit them below. */
function PrizesAndOdds() {
  const wheel = useRecordContext<SpinWheelDocument>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  if (!wheel) return null;
  return (
    <Box>
      {wheel.prizesVersion ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <WheelChart slices={wheel.slices} title={`The ${wheel.campaignId} wheel`} />
          <Box sx={{ width: '100%' }}>
            <Typography variant="subtitle2" component="p">
              Odds version {wheel.prizesVersion} · {wheel.spins} {wheel.spins === 1 ? 'spin' : 'spins'} drawn
            </Typography>
            <OddsTable slices={wheel.slices} candidates={wheel.candidates} caption="Odds of each slice" />
          </Box>
        </Stack>
      ) : (
        <Alert severity="info">No prizes set yet: players cannot spin this wheel until a manager sets its prizes and odds.</Alert>
      )}
      {/* Keyed by version, so the editor starts again from what was saved. */}
      {managesOrg(permissions, wheel.orgId) ? <PrizeEditor key={wheel.prizesVersion} wheel={wheel} /> : null}
    </Box>
  );
}

export default function SpinWheelShow() {
  return (
    <Show title="Spin wheel">
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Prizes and odds">
          <TextField source="campaignId" label="Campaign" />
          <OrganisationName label="Organisation" link="show" />
          <PrizesAndOdds />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Summary" path="summary">
          <NumberField source="spins" label="Spins drawn" />
          <NumberField source="prizesVersion" label="Odds version" />
          <VenueDateField source="updated" label="Updated" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminSpinWheels.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
