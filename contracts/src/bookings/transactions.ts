import { z } from 'zod';

/**
 * Payment transactions and refunds of orders (spec section 3 "Transaction" and "payment: gateway,
 * method, status, tax, fee, amount"), one record each, for the back office's transactions
 * resource. A charge goes initiated → captured or failed as the gateway answers; a refund is
 * recorded once the gateway issued it. Read-only: refunds are the orders' Refund command.
 */
export const TRANSACTION_KINDS = ['charge', 'refund'] as const;
export const TRANSACTION_STATUSES = ['initiated', 'captured', 'failed', 'refunded'] as const;

export const transactionEntrySchema = z.object({
  /** The charge's transaction id, or the refund's id. */
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  orderId: z.string(),
  /** Null on payments recorded before the order's parties were copied onto them (platform operators only). */
  orgId: z.string().nullable(),
  spaceId: z.string().nullable(),
  userId: z.string().nullable(),
  /** In paise (minor units). */
  amount: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
  gateway: z.string().nullable(),
  paymentMode: z.string().nullable(),
  /** The gateway's payment id of a captured charge, or its refund id. */
  gatewayReference: z.string().nullable(),
  /** A failed charge's reason, as the gateway gave it. */
  failureReason: z.string().nullable(),
  /** For a refund: the charge it gave money back from. */
  chargeId: z.string().nullable(),
  at: z.string(),
  updated: z.string(),
});
export type TransactionEntry = z.infer<typeof transactionEntrySchema>;
