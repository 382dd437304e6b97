import { parseArgs } from 'node:util';
import { z } from 'zod';
import { UsageError } from './cliArgs';
import type { LogFilter } from './exportRows';

export const EXPORT_USAGE = `npm run export -- --format parquet --out DIR [--category NAME]... [--type TYPE]...
                  [--from TIME] [--to TIME] [--from-position N] [--to-position N] [--read-models]
  Writes DIR/events.parquet (and with --read-models DIR/read_models/<collection>.parquet).
  TIME is ISO 8601 with an offset (2026-11-20T10:00:00Z); --from is inclusive, --to exclusive.
  N is a global position: --from-position is inclusive, --to-position exclusive.
  The progress bar and the summary go to stderr.`;

const position = z
  .string()
  .regex(/^\d+$/, 'a global position is a whole number')
  .transform((v) => BigInt(v));
const time = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

const schema = z
  .object({
    format: z.literal('parquet', { error: 'the only format is parquet' }),
    out: z.string({ error: 'the directory to write to is required' }).min(1),
    category: z.array(z.string().regex(/^[A-Za-z0-9_.]+$/, 'a category is the part of a stream id before its first dash')).optional(),
    type: z.array(z.string().min(1)).optional(),
    from: time.optional(),
    to: time.optional(),
    'from-position': position.optional(),
    'to-position': position.optional(),
    'read-models': z.boolean().optional(),
  })
  .refine((a) => !(a.from && a.to) || a.from < a.to, { path: ['to'], message: 'must be after --from' })
  .refine((a) => a['from-position'] === undefined || a['to-position'] === undefined || a['from-position'] < a['to-position'], {
    path: ['to-position'],
    message: 'must be after --from-position',
  });

export interface ExportArgs {
  out: string;
  filter: LogFilter;
  readModels: boolean;
}

/** The command line, checked with zod; a UsageError names the option at fault. */
export const parseExportArgs = (argv: string[]): ExportArgs => {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        format: { type: 'string' },
        out: { type: 'string' },
        category: { type: 'string', multiple: true },
        type: { type: 'string', multiple: true },
        from: { type: 'string' },
        to: { type: 'string' },
        'from-position': { type: 'string' },
        'to-position': { type: 'string' },
        'read-models': { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
  const a = parsed.data;
  const from = a['from-position'];
  const to = a['to-position'];
  return {
    out: a.out,
    // The log's filter counts positions after (exclusive) and until (inclusive).
    filter: {
      categories: a.category,
      types: a.type,
      from: a.from,
      to: a.to,
      after: from === undefined || from === 0n ? undefined : from - 1n,
      until: to === undefined ? undefined : to - 1n,
    },
    readModels: a['read-models'] ?? false,
  };
};
