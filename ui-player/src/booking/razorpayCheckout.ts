import type { OrderReply, RazorpayResult } from './api';

/**
 * Razorpay Checkout in the browser. Its script is loaded only when the server
 * says Razorpay takes payments, and only once; the page's Content-Security-Policy allows it then.
 */
const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  handler: (result: RazorpayResult) => void;
  modal: { ondismiss: () => void };
};
type RazorpayConstructor = new (options: RazorpayOptions) => { open(): void; on(event: 'payment.failed', listener: () => void): void };
declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

export const loadRazorpay = (): Promise<RazorpayConstructor> => {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay Checkout did not load')));
    script.onerror = () => {
      loading = null; // a later attempt may load it
      reject(new Error('Razorpay Checkout could not be loaded; check your connection and try again'));
    };
    document.head.appendChild(script);
  });
  return loading;
};

/** Opens Checkout for the attempt's Razorpay order; resolves with its signed result, or null when the buyer closes it. */
export const openRazorpayCheckout = async (
  checkout: NonNullable<OrderReply['checkout']>,
  what: { name: string; description: string },
): Promise<RazorpayResult | null> => {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    const form = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.providerOrderId,
      amount: checkout.amount,
      currency: checkout.currency,
      name: what.name,
      description: what.description,
      handler: (result) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
    });
    form.open();
  });
};
