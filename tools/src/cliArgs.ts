import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import type { ReplayFormat, ReplayQuery } from './replay';
import type { AsOf } from './timeTravel';

/** A command line the tool cannot run: the message names the option. */
export class UsageError extends Error {}

const position = z
  .string()
  .regex(/^\d+$/, 'a global position is a whole number')
  .transform((v) => BigInt(v));
const time = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

const fail = (error: z.ZodError): never => {
  throw new UsageError(error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
};

const parse = <O extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: O) => {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
};

export const REPLAY_USAGE = `npm run replay -- [--stream ID | --category NAME] [--type TYPE]... [--from TIME] [--to TIME]
                  [--after POSITION] [--until POSITION] [--limit N] [--format ndjson|csv] [--out FILE]
  TIME is ISO 8601 with an offset (2026-11-20T10:00:00Z); --from is inclusive, --to exclusive.
  POSITION is a global position: --after is exclusive, --until inclusive.
  Events go to stdout (or FILE); the progress bar and the summary go to stderr.`;

const replaySchema = z
  .object({
    stream: z.string().min(1).optional(),
    category: z
      .string()
      .regex(/^[A-Za-z0-9_.]+$/, 'a category is the part of a stream id before its first dash')
      .optional(),
    type: z.array(z.string().min(1)).optional(),
    from: time.optional(),
    to: time.optional(),
    after: position.optional(),
    until: position.optional(),
    limit: z.coerce.number().int().min(1).optional(),
    format: z.enum(['ndjson', 'csv']).default('ndjson'),
    out: z.string().min(1).optional(),
  })
  .refine((a) => !(a.stream && a.category), { path: ['category'], message: 'give --stream or --category, not both' })
  .refine((a) => !(a.from && a.to) || a.from < a.to, { path: ['to'], message: 'must be after --from' });

export const parseReplayArgs = (argv: string[]): { query: ReplayQuery; format: ReplayFormat; out?: string } => {
  const { values } = parse(argv, {
    stream: { type: 'string' },
    category: { type: 'string' },
    type: { type: 'string', multiple: true },
    from: { type: 'string' },
    to: { type: 'string' },
    after: { type: 'string' },
    until: { type: 'string' },
    limit: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
  });
  const parsed = replaySchema.safeParse(values);
  if (!parsed.success) return fail(parsed.error);
  const a = parsed.data;
  return {
    query: {
      stream: a.stream,
      category: a.category,
      types: a.type,
      from: a.from,
      to: a.to,
      after: a.after,
      until: a.until,
      limit: a.limit,
    },
    format: a.format,
    out: a.out,
  };
};

export const TIME_TRAVEL_USAGE = `npm run time-travel -- <stream id> [--at TIME] [--position POSITION]
  The aggregate's state as of TIME (event time, inclusive) and/or POSITION (inclusive), as JSON on stdout.`;

const timeTravelSchema = z.object({ stream: z.string().min(1), at: time.optional(), position: position.optional() });

export const parseTimeTravelArgs = (argv: string[]): { streamId: string; asOf: AsOf } => {
  const { values, positionals } = parse(argv, { at: { type: 'string' }, position: { type: 'string' } });
  const parsed = timeTravelSchema.safeParse({ ...values, stream: positionals[0] });
  if (!parsed.success) return fail(parsed.error);
  return { streamId: parsed.data.stream, asOf: { time: parsed.data.at, position: parsed.data.position } };
};

export const REBUILD_USAGE = `npm run rebuild -- <read model>   (one of the names printed by npm run rebuild -- --list)`;
