import { RECORD_KINDS, RECORD_KIND_NAMES, type RecordKind } from '@sports/contracts';

/** The admin resources over the org_records read model (their RECORD_KINDS plural), and the kind each one shows. */
export const RECORD_RESOURCES: Record<string, RecordKind> = Object.fromEntries(
  RECORD_KIND_NAMES.map((kind) => [RECORD_KINDS[kind].plural, kind]),
);
