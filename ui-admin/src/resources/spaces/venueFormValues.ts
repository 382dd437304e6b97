import type { RaRecord } from 'react-admin';

/**
 * The venue form's values as POST/PUT /admin-api/spaces sends them (the form's `transform`): the
 * refund rules only with a "partial" policy, whose inputs show only then (rules left from switching
 * the policy would be refused).
 */
export function venueFormValues(data: RaRecord): RaRecord {
  const policy = data.cancellationPolicy as { type?: string; rules?: unknown } | undefined;
  if (!policy || policy.type === 'partial') return data;
  return { ...data, cancellationPolicy: { type: policy.type } };
}
