import type {
  BalanceResponse,
  CreateCheckoutResponse,
  DemoPaymentResponse,
  PaymentOptionsResponse,
  PaymentStatusResponse,
  PaypalCaptureResponse,
  User,
} from '@zhi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, getQueryFn } from '@/lib/api';

export const meKey = ['/api/me'];
export const balanceKey = ['/api/balance'];

/** The signed-in user, or null for an anonymous visitor (the server answers 401). */
export const useMe = () => useQuery({ queryKey: meKey, queryFn: getQueryFn<User>({ on401: 'returnNull' }) });

export const useBalance = () =>
  useQuery({ queryKey: balanceKey, queryFn: () => apiGet<BalanceResponse>('/api/balance') });

export const usePaymentOptions = () =>
  useQuery({
    queryKey: ['/api/payments/options'],
    queryFn: () => apiGet<PaymentOptionsResponse>('/api/payments/options'),
  });

/** After anything that changes who is signed in or what they hold. */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meKey }),
      queryClient.invalidateQueries({ queryKey: balanceKey }),
      queryClient.invalidateQueries({ queryKey: ['/api/session'] }),
    ]);
}

const postJson = async <T>(url: string, body?: unknown): Promise<T> =>
  (await apiRequest('POST', url, body ?? {})).json() as Promise<T>;

export function useSignIn() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) => postJson<User>('/api/login', body),
    onSuccess: refresh,
  });
}

export function useRegister() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) => postJson<User>('/api/register', body),
    onSuccess: refresh,
  });
}

export function useSignOut() {
  const refresh = useRefreshAccount();
  return useMutation({ mutationFn: () => postJson<{ ok: true }>('/api/logout'), onSuccess: refresh });
}

export const paymentApi = {
  createCheckout: (amount: number) => postJson<CreateCheckoutResponse>('/api/create-checkout-session', { amount }),
  status: (sessionId: string) => apiGet<PaymentStatusResponse>(`/api/payment-status/${encodeURIComponent(sessionId)}`),
  paypalSetup: () => apiGet<{ clientToken: string }>('/api/paypal/setup'),
  paypalOrder: (amount: number) =>
    postJson<{ id: string }>('/api/paypal/order', { amount, currency: 'USD', intent: 'CAPTURE' }),
  paypalCapture: (orderId: string) =>
    postJson<PaypalCaptureResponse>(`/api/paypal/order/${encodeURIComponent(orderId)}/capture`),
  demo: (id: string) => apiGet<DemoPaymentResponse>(`/api/demo-payments/${encodeURIComponent(id)}`),
  demoComplete: (id: string) => postJson<DemoPaymentResponse>(`/api/demo-payments/${encodeURIComponent(id)}/complete`),
  demoCancel: (id: string) => postJson<DemoPaymentResponse>(`/api/demo-payments/${encodeURIComponent(id)}/cancel`),
};
