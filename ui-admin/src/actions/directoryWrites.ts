import { accessAccountIdOf, accessAccountsApi, adminApi, catalogueApi, cityIdOf } from '@sports/contracts';
import type { RaRecord } from 'react-admin';
import { sendCommand } from './commandApi';

/**
 * Writes of the organisations, access accounts and cities resources (docs/backoffice.md): each a
 * command, never the read model. Returns the record id to wait for, or null when the resource is
 * not one of these (withCommands then tries the others).
 */
type FormRecord = Record<string, unknown>;

const str = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${name} is required`);
  return value.trim();
};

/** Blank inputs are left out (the strict schemas refuse '' and null for an optional field). */
const given = (record: FormRecord, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined && record[key] !== null && String(record[key]).trim() !== '').map((key) => [key, typeof record[key] === 'string' ? (record[key] as string).trim() : record[key]]));

/** A list input's values, without blanks. */
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => String(v ?? '').trim()).filter(Boolean) : []);

export const ORGANISATION_FIELDS = ['name', 'legalName', 'gstin', 'contactName', 'contactPhone', 'contactEmail', 'address', 'city', 'website'] as const;

/** PUT /org-api/{orgId}: the details, and the status only when it changes (managers may not change it). */
export function organisationBodyOf(record: FormRecord, previous?: FormRecord): FormRecord {
  const body = given(record, ORGANISATION_FIELDS);
  if (record.status && record.status !== previous?.status) body.status = record.status;
  return body;
}

/** PUT /org-api/{orgId}/accessAccounts/{userId}: role, spaces, mobiles and e-mails (the org and user are in the path). */
export function accessBodyOf(record: FormRecord): FormRecord {
  return { role: record.role, spaceIds: list(record.spaceIds), mobiles: list(record.mobiles), emails: list(record.emails) };
}

/** PUT /admin-api/cities/{id}: name, state, country and whether it is active. */
export function cityBodyOf(record: FormRecord): FormRecord {
  return { ...given(record, ['name', 'state', 'country']), active: record.active !== false };
}

export async function saveDirectoryRecord(resource: string, source: FormRecord, previous?: FormRecord): Promise<string | null> {
  if (resource === 'organisations') {
    const orgId = str(source.orgId ?? source.id, 'orgId');
    await sendCommand(catalogueApi.registerOrganisation, { orgId }, organisationBodyOf(source, previous));
    return orgId;
  }
  if (resource === 'access') {
    const [orgId, userId] = [str(source.orgId, 'orgId'), str(source.userId, 'userId')];
    await sendCommand(accessAccountsApi.grantAccessAccount, { orgId, userId }, accessBodyOf(source));
    return accessAccountIdOf(orgId, userId);
  }
  if (resource === 'cities') {
    // A new city's id is its name's slug; an existing one keeps its id (renaming to another slug is refused by the server).
    const id = previous ? str(previous.id, 'id') : cityIdOf(str(source.name, 'name'));
    await sendCommand(adminApi.adminSaveCity, { id }, cityBodyOf(source));
    return id;
  }
  return null;
}

/** react-admin's delete of an access account is its revocation; the record stays, marked revoked. */
export async function revokeAccess(record: RaRecord): Promise<void> {
  await sendCommand(accessAccountsApi.revokeAccessAccount, { orgId: str(record.orgId, 'orgId'), userId: str(record.userId, 'userId') });
}
