/**
 * Customers added at the counter (docs/product.md#validation-add-customer, #chosen-paths: POST /api/user/add_customer).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, type AddCustomerAnswer } from '@shared/customers.schemas';
import { api, ApiError } from './api';

/** Everything about customers is cached under this key (the invoice's customer picker, later). */
export const CUSTOMERS_KEY = ['customers'] as const;

export function useAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => {
      const answer = await api.post<AddCustomerAnswer>('/user/add_customer', form);
      // The spec reads 'Successful.' as success (docs/product.md#api-users).
      if (answer.message !== CUSTOMER_MESSAGES.added) {
        throw new ApiError(200, { message: answer.message, error: answer.message });
      }
      return answer.user;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}

/** What the failure toast says: the server's phone error (a duplicate phone, say), else its message. */
export function addCustomerFailureText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.firstFieldError('phone') ?? error.displayText;
}
