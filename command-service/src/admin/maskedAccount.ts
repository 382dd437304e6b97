import { maskAccountNumber, recordStream, type RecordDetails } from '@sports/contracts';
import type { CommandHandler } from '../core/commandHandler';
import { recordDecider } from '../backoffice/recordDecider';
import type { WriteTarget } from './adminWriteTargets';

/**
 * A partner as react-admin reads it carries its account number masked (XXXXXXXXXX5678: the read
 * model never holds it whole), and its Edit form sends the record back whole. An account number
 * that is the mask of the one on record means "unchanged": the stored number goes to the command,
 * so editing a partner's name keeps its account. Anything else (a new number, or a mask of a
 * number not on record) goes as sent, and a mask is refused there as not 9-18 digits.
 */
export const keepMaskedAccount = async (handler: CommandHandler, target: WriteTarget): Promise<WriteTarget> => {
  const sent = (target.body as { bankAccount?: { accountNumber?: unknown } } | undefined)?.bankAccount;
  if (typeof sent?.accountNumber !== 'string' || !sent.accountNumber.includes('X')) return target;
  const { orgId, key } = target.params as { orgId: string; key: string };
  const stored = (await handler.read(recordStream('partner', orgId, key), recordDecider)).details as RecordDetails<'partner'> | null;
  const number = stored?.bankAccount?.accountNumber;
  if (!number || maskAccountNumber(number) !== sent.accountNumber) return target;
  return { ...target, body: { ...target.body, bankAccount: { ...sent, accountNumber: number } } };
};
