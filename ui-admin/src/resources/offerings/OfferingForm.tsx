import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm, TextInput, useDataProvider, useRecordContext, type RaRecord } from 'react-admin';
import { KeyFromName } from '../../forms/KeyFromName';
import { OrgInput } from '../../forms/OrgInput';
import { SpaceInput } from '../../forms/SpaceInput';
import { ClassInputs, EventInputs, LockerInputs, MeetInputs, PackInputs, TournamentInputs, venueTomorrow } from './OfferingInputs';
import { detailsOf, formOf, keyTakenMessage, newDetails, recordIdOf, type OfferingFormKind } from './offeringForm';
import { SaveOnlyToolbar } from '../../forms/SaveOnlyToolbar';
import { useSaveErrors } from '../../forms/saveErrors';

/**
 * Each kind's own inputs (spec section 3: classes, packs, lockers, meets; tournaments; ticketed
 * events): prices in rupees, dates and venue times, lists as rows. They were a JSON box with prices
 * in paise for lockers, meets, tournaments and events (UX walk as staff).
 */
const INPUTS: Record<OfferingFormKind, () => ReactNode> = {
  classes: ClassInputs,
  packs: PackInputs,
  lockers: LockerInputs,
  meets: MeetInputs,
  tournaments: TournamentInputs,
  events: EventInputs,
};

const savedDetails = (record: RaRecord): Record<string, unknown> =>
  (record.offering as { details?: Record<string, unknown> } | undefined)?.details ?? {};

/** The form's record to the data provider's: the kind's details as SaveOffering takes them (offeringForm.ts). */
const transformFor = (kind: OfferingFormKind) => (data: RaRecord) => ({
  ...data,
  offering: { details: detailsOf(kind, savedDetails(data)) },
});

/**
 * Create or replace an offering: PUT /org-api/{orgId}/spaces/{spaceId}/{kind}s/{key} through the
 * data provider (POST and PUT /admin-api/{kind}s).
 */
export function OfferingCreate({ title, kind }: { title: string; kind: OfferingFormKind }) {
  const Inputs = INPUTS[kind];
  const dataProvider = useDataProvider();
  // Saving is a PUT by key: a new one with a key the venue already has would replace that one, registrations and all (UX walk as staff).
  const keyIsNew = async (key: unknown, values: unknown) => {
    const spaceId = (values as { spaceId?: unknown }).spaceId;
    if (typeof key !== 'string' || !key || typeof spaceId !== 'string' || !spaceId) return undefined;
    return dataProvider.getOne(kind, { id: recordIdOf(kind, spaceId, key) }).then(
      ({ data }: { data: { name?: string } }) => keyTakenMessage(kind, String(data.name ?? '')),
      () => undefined,
    );
  };
  return (
    <Create title={title} redirect="show" transform={transformFor(kind)}>
      <SimpleForm defaultValues={{ offering: { details: newDetails(kind, venueTomorrow()) } }}>
        <OrgInput />
        <SpaceInput />
        <Inputs />
        <KeyFromName source="key" from="offering.details.name" label="Key" validate={keyIsNew} />
      </SimpleForm>
    </Create>
  );
}

/** The saved record as the kind's form edits it (a class's batches as rows, …). */
function EditForm({ kind }: { kind: OfferingFormKind }) {
  const record = useRecordContext();
  const Inputs = INPUTS[kind];
  const formRecord = record
    ? { ...record, offering: { ...(record.offering as object), details: formOf(kind, savedDetails(record)) } }
    : record;
  return (
    <SimpleForm record={formRecord} toolbar={<SaveOnlyToolbar />}>
      <TextInput source="key" label="Key" disabled />
      <Inputs />
    </SimpleForm>
  );
}

export function OfferingEdit({ title, kind }: { title: string; kind: OfferingFormKind }) {
  // 412: 'Changed by someone else: reload' with a Reload action (forms/saveErrors.tsx).
  const saveErrors = useSaveErrors();
  return (
    <Edit title={title} redirect="show" mutationMode="pessimistic" transform={transformFor(kind)} mutationOptions={saveErrors}>
      <EditForm kind={kind} />
    </Edit>
  );
}
