import { toast } from '../../../components/ui/toast-store';
import { useUpdateSellerSettings, type SellerSettingsPayload } from '../api/seller-writes';

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
      onError: () => toast({ title: 'Error', description: 'Failed to update settings. Please try again.', variant: 'destructive' }),
    }),
  };
}
