import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useUpdateSellerSettings, type SellerSettingsPayload } from '../api/seller-writes';

/**
 * A refusal the seller can act on (400, 409: "A shop with this name already exists") says why in
 * the server's words; any other failure keeps the spec's text.
 */
function failureText(error: unknown): string {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return (refused ? serverMessage(error) : null) ?? 'Failed to update settings. Please try again.';
}

/** Every settings form saves through PUT /api/sellers/{id} with the spec's two toasts. */
export function useSaveSettings(sellerId: number) {
  const update = useUpdateSellerSettings(sellerId);
  return {
    isPending: update.isPending,
    mutate: (settings: SellerSettingsPayload, onSaved?: () => void) => update.mutate(settings, {
      onSuccess: () => {
        toast({ title: 'Settings Updated', description: 'Your seller settings have been saved successfully.' });
        onSaved?.();
      },
      onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
    }),
  };
}
