/** The part of PayPal's JS SDK v6 the wallet tab uses. */
export interface PaypalOneTimeSession {
  start(options: { presentationMode: 'auto' }, order: Promise<{ orderId: string }>): Promise<unknown>;
}

export interface PaypalSdkInstance {
  createPayPalOneTimePaymentSession(options: {
    onApprove(data: { orderId: string }): Promise<void>;
    onCancel?(): void;
    onError?(error: unknown): void;
  }): PaypalOneTimeSession;
}

interface PaypalGlobal {
  createInstance(options: { clientToken: string; components: string[]; pageType?: string }): Promise<PaypalSdkInstance>;
}

declare global {
  interface Window {
    paypal?: PaypalGlobal;
  }
}

let loading: Promise<PaypalGlobal> | undefined;

/** Loads PayPal's SDK from PayPal (allowed by the CSP only when PayPal is configured), once per page. */
export function loadPaypalSdk(url: string): Promise<PaypalGlobal> {
  loading ??= new Promise<PaypalGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK did not start')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('PayPal SDK could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
