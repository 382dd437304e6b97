import { Button as MuiButton, Stack } from '@mui/material';
import type { AdminResource } from '@sports/contracts';
import type { ComponentType, ReactNode } from 'react';
import {
  DeleteWithConfirmButton,
  EditButton,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useBasename,
  usePermissions,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { StaffPermissions } from '../../auth/authProvider';
import { HistoryTab } from '../../history/HistoryTab';
import { PeopleList, personFieldsOf } from '../PersonField';
import { entriesInWords } from '../idFields';
import { recordFieldsOf } from '../records/columns';
import { DefinitionList } from '../records/ValueView';
import { AccessSummary } from './AccessSummary';
import { OrganisationSummary } from './OrganisationSummary';
import { RatingSummary } from './RatingSummary';
import { TransactionSummary } from './TransactionSummary';

/** Pages written out in words (names, money, venue time, the order in words); other resources list their fields. */
const SUMMARIES: Partial<Record<string, ComponentType>> = {
  organisations: OrganisationSummary,
  access: AccessSummary,
  transactions: TransactionSummary,
  ratings: RatingSummary,
};

/** Who may write a record from its page; the server decides again (this only hides buttons it would refuse). */
export type RecordWriteRule = (permissions: StaffPermissions | null | undefined, record: RaRecord) => boolean;

/** A link from a field's value to a record or a filtered list of another resource. */
export interface RecordLink {
  label: string;
  to: (record: RaRecord) => string | null;
}

function Links({ links }: { links: readonly RecordLink[] }) {
  const record = useRecordContext();
  // The back office is served under /admin: a path of ours is under it.
  const basename = useBasename();
  if (!record) return null;
  const shown = links
    .map((link) => ({ label: link.label, to: link.to(record) }))
    .filter((link): link is { label: string; to: string } => link.to !== null)
    .map((link) => ({ ...link, to: `${basename}${link.to}` }));
  if (shown.length === 0) return null;
  return (
    // A gap, not margins, so a wrapped second row lines up under the first on a phone.
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
      {shown.map((link) => (
        <MuiButton key={link.label} component={Link} to={link.to} variant="outlined" size="small">
          {link.label}
        </MuiButton>
      ))}
    </Stack>
  );
}

/** The record's fields in the order its schema declares them (the details first), then anything else it holds. */
function Summary({ of, links }: { of: AdminResource; links: readonly RecordLink[]; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const Written = SUMMARIES[of.name];
  if (Written) {
    return (
      <>
        <Written />
        <Links links={links} />
      </>
    );
  }
  const declared = recordFieldsOf(of).filter((name) => name in record);
  const all = [...declared, ...Object.keys(record).filter((name) => !declared.includes(name))];
  // People by name, other ids by name or left out (resources/idFields.tsx).
  const people = personFieldsOf(record);
  const names = all.filter((name) => !people.includes(name));
  return (
    <>
      <PeopleList record={record} names={people} />
      <DefinitionList label="Record" entries={entriesInWords(names.map((name) => ({ name, value: record[name] as unknown })))} />
      <Links links={links} />
    </>
  );
}

function Actions({ edit, revoke, revokeLabel }: { edit?: RecordWriteRule; revoke?: RecordWriteRule; revokeLabel?: string }) {
  const record = useRecordContext();
  const { permissions } = usePermissions<StaffPermissions | null>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {edit?.(permissions, record) ? <EditButton /> : null}
      {revoke?.(permissions, record) ? (
        <DeleteWithConfirmButton
          label={revokeLabel ?? 'Delete'}
          confirmTitle={`${revokeLabel ?? 'Delete'}?`}
          mutationMode="pessimistic"
          redirect={false}
        />
      ) : null}
    </TopToolbar>
  );
}

/**
 * One show page for organisations, access accounts, transactions, ratings and cities: the record
 * in words (SUMMARIES; cities as a definition list of its fields), links to related records, and
 * its history where it is one stream.
 */
export function DirectoryShow({
  of,
  title,
  links = [],
  edit,
  revoke,
  revokeLabel,
  extra,
}: {
  of: AdminResource;
  title: string;
  links?: readonly RecordLink[];
  edit?: RecordWriteRule;
  revoke?: RecordWriteRule;
  revokeLabel?: string;
  extra?: ReactNode;
}) {
  return (
    // No empty toolbar above read-only records (transactions, ratings): it took a row of a phone's screen.
    <Show title={title} actions={edit || revoke ? <Actions edit={edit} revoke={revoke} revokeLabel={revokeLabel} /> : false}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <Summary of={of} links={links} />
        </TabbedShowLayout.Tab>
        {extra}
        {of.stream ? (
          <TabbedShowLayout.Tab label="History" path="history">
            <HistoryTab resource={of.name} />
          </TabbedShowLayout.Tab>
        ) : null}
      </TabbedShowLayout>
    </Show>
  );
}
