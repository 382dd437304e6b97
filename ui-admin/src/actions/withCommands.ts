import type { DataProvider, RaRecord } from 'react-admin';
import { awaitRecord, PROJECTION_WAIT } from './awaitProjection';

/**
 * The command endpoints and the form-to-command mappings, loaded on the first write: the first
 * screen writes nothing, and their contracts (every command's schema) weigh on it (issue 22 item 4).
 */
const writeKit = async () => {
  const [{ commands }, mappings, { recordStream }] = await Promise.all([import('./commandApi'), import('./mappings'), import('@sports/contracts/backoffice/records')]);
  return { commands, recordStream, ...mappings };
};

type FormRecord = Record<string, unknown>;

const str = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '') throw new Error(`${name} is required`);
  return value;
};

/** The read model has moved past the record the form was opened with. */
const changedSince = (previous: FormRecord | undefined) => (record: RaRecord) => !previous || record.updated !== previous.updated;

const readOnly = (resource: string, what: string) => new Error(`${resource} cannot be ${what} from the back office`);

/**
 * react-admin's create, update and delete mapped onto the command endpoints (docs/backoffice.md
 * "Writing"): the admin API's own routes only read, so a write never touches a read model. Each
 * write then waits briefly for the projection, so the show page or list react-admin opens next
 * already shows it.
 */
export function withCommands<P extends DataProvider>(base: P, wait = PROJECTION_WAIT): P {
  const settle = (resource: string, id: string, isFresh: (record: RaRecord) => boolean, fallback: FormRecord) =>
    awaitRecord(base, resource, id, isFresh, wait).then((record) => ({ data: (record ?? { ...fallback, id }) as never }));

  const save = async (resource: string, data: FormRecord, previous?: FormRecord) => {
    const { commands, recordStream, OFFERING_KINDS, RECORD_RESOURCES, couponDetailsOf, recordDetailsOf, spaceDetailsOf } = await writeKit();
    const source = { ...previous, ...data };
    if (resource === 'spaces') {
      const [orgId, spaceId] = [str(source.orgId, 'orgId'), str(source.spaceId ?? source.id, 'spaceId')];
      await commands.saveSpace(orgId, spaceId, spaceDetailsOf(data));
      return settle(resource, spaceId, changedSince(previous), { ...source, spaceId });
    }
    if (resource === 'coupons') {
      const [orgId, code] = [str(source.orgId, 'orgId'), str(source.code ?? source.id, 'code')];
      await commands.saveCoupon(orgId, code, couponDetailsOf(data));
      return settle(resource, code, changedSince(previous), { ...source, code });
    }
    const kind = OFFERING_KINDS[resource];
    if (kind) {
      const [orgId, spaceId, key] = [str(source.orgId, 'orgId'), str(source.spaceId, 'spaceId'), str(source.key, 'key')];
      const offering = source.offering as { details?: unknown } | undefined;
      await commands.saveOffering(kind, orgId, spaceId, key, offering?.details);
      // The offerings read model keys a record `{kind}-{spaceId}.{key}`.
      return settle(resource, `${kind}-${spaceId}.${key}`, changedSince(previous), source);
    }
    const recordKind = RECORD_RESOURCES[resource];
    if (recordKind) {
      // PUT /org-api/{orgId}/{plural}/{key}: the details only; the read model keys the record by its stream.
      const [orgId, key] = [str(source.orgId, 'orgId'), str(source.key, 'key')];
      const details = recordDetailsOf(source.details) ?? {};
      const id = recordStream(recordKind, orgId, key);
      // A partner as read carries its account number masked: an edit goes through the admin API's
      // PUT, which keeps the account on record when its mask comes back unchanged (docs/backoffice.md).
      if (recordKind === 'partner' && previous) await base.update(resource, { id, data: { orgId, key, details }, previousData: { ...previous, id } });
      else await commands.saveRecord(recordKind, orgId, key, details);
      return settle(resource, id, changedSince(previous), source);
    }
    if (resource === 'settlements' && !previous) {
      const { orgId, amount, reference, period, note } = source;
      const reply = (await commands.settlePayout(str(orgId, 'orgId'), { amount, reference, period, ...(note ? { note } : {}) })) as { data?: { settlementId?: string } };
      const id = reply.data?.settlementId;
      return id ? settle(resource, id, () => true, source) : { data: { ...source, id: reference } as never };
    }
    // Organisations, access accounts and cities (commands/directoryWrites.ts, loaded with the views that call it, not on the first screen).
    const { saveDirectoryRecord } = await import('./directoryWrites');
    const directoryId = await saveDirectoryRecord(resource, source, previous);
    if (directoryId !== null) return settle(resource, directoryId, changedSince(previous), { ...source, id: directoryId });
    throw readOnly(resource, previous ? 'edited' : 'created');
  };

  return {
    ...base,
    create: (resource, params) => save(resource, params.data as FormRecord),
    update: (resource, params) => save(resource, params.data as FormRecord, (params.previousData ?? { id: params.id }) as FormRecord),
    delete: async (resource, params) => {
      // Revoking an access account: DELETE /org-api/{orgId}/accessAccounts/{userId}; its record stays, marked revoked.
      if (resource === 'access') {
        const previous = (params.previousData ?? { id: params.id }) as RaRecord;
        await (await import('./directoryWrites')).revokeAccess(previous);
        return settle(resource, String(params.id), changedSince(previous as FormRecord), previous as FormRecord);
      }
      // Moderation: DELETE /admin-api/games/{id} is the host's DeleteGame sent by a platform operator.
      if (resource !== 'games') throw readOnly(resource, 'deleted');
      const { commands } = await writeKit();
      await commands.deleteGame(String(params.id));
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    updateMany: async (resource) => {
      throw readOnly(resource, 'edited in bulk');
    },
    deleteMany: async (resource) => {
      throw readOnly(resource, 'deleted in bulk');
    },
  };
}
