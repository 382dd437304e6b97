import { bookingsApi } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { PlatformConfig } from './config';

/**
 * The player UI asks which gateway takes payments before it shows one: Razorpay
 * (with its public key id; the secret never leaves the server) when configured, else the test
 * gateway. A read, so the query service answers it when the services run apart.
 */
export const registerPaymentGatewayRoute = (api: Api, config: Pick<PlatformConfig, 'razorpay'>): void => {
  api.bind(bookingsApi.paymentGatewayInfo, async () => ({
    body: {
      data: config.razorpay ? { gateway: 'razorpay' as const, keyId: config.razorpay.keyId } : { gateway: 'test' as const, keyId: null },
    },
  }));
};
