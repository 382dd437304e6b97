import { Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ButtonLink, Card, ErrorText, Muted } from '../ui/primitives';
import { findOrderOfTransaction } from './api';
import { CardTitle } from '../ui/layout';

type Found = { state: 'searching' } | { state: 'found'; orderId: string } | { state: 'missing' } | { state: 'error'; message: string };

/**
 * The test gateway's payment link (`/pay/test/{transactionId}`, TestPaymentGateway.paymentLinkFor)
 * opens the checkout of its order, where the payment's state is shown and it can be paid again.
 */
export function PaymentLink({ transactionId }: { transactionId: string }) {
  const [found, setFound] = useState<Found>({ state: 'searching' });
  useEffect(() => {
    let live = true;
    findOrderOfTransaction(transactionId).then(
      (orderId) => live && setFound(orderId ? { state: 'found', orderId } : { state: 'missing' }),
      (e: unknown) => live && setFound({ state: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [transactionId]);

  if (found.state === 'found') return <Navigate to="/checkout/$orderId" params={{ orderId: found.orderId }} replace />;
  if (found.state === 'searching') return <Muted aria-busy="true">Opening your payment…</Muted>;
  return (
    <Card role="alert">
      <CardTitle as="h1" size="xl">
        Payment link
      </CardTitle>
      {found.state === 'error' ? <ErrorText>{found.message}</ErrorText> : <p>This payment is not among your orders.</p>}
      <ButtonLink to="/orders">My orders</ButtonLink>
    </Card>
  );
}
