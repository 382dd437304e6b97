import styled from '@emotion/styled';
import type { OrderStatus as Status } from '@sports/contracts';
import { color } from '../ui/theme';
import { fontSize, radius } from '../ui/tokens';

export const ORDER_STATUS_TEXT: Record<Status, string> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  failed: 'Failed',
  expired: 'Expired',
};

const Badge = styled.span<{ good: boolean }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${radius.pill};
  border: 1px solid ${({ good }) => (good ? color.accent : color.border)};
  color: ${({ good }) => (good ? color.accent : color.muted)};
  font-size: ${fontSize.sm};
  font-weight: 600;
`;

export function OrderStatus({ status }: { status: Status }) {
  return <Badge good={status === 'confirmed'}>{ORDER_STATUS_TEXT[status]}</Badge>;
}
