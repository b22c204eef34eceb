import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_LIMITS, reportMessageSchema } from '@shared/message-schemas';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useReportMessage } from '../api/report-message';

type ReportForm = z.input<typeof reportMessageSchema>;

/** Report one message of the other side to Threadline's moderators, with a reason. */
export function ReportMessageDialog({ messageId, open, onOpenChange }: { messageId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<ReportForm>({ resolver: zodResolver(reportMessageSchema), defaultValues: { reason: '' } });
  const report = useReportMessage();
  const submit = form.handleSubmit(({ reason }) => report.mutate({ messageId, reason }, {
    onSuccess: () => {
      toast({ title: 'Message reported', description: 'Our team will look at it.' });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => toast({ title: 'Could not report it', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Report message" description="Tell us what is wrong with it. The other side is not told who reported.">
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 p-5">
        <TextAreaField
          label="Reason" rows={3} maxLength={MESSAGE_LIMITS.reportReasonMax} data-testid="message-report-reason"
          error={form.formState.errors.reason?.message} {...form.register('reason')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" disabled={report.isPending} data-testid="message-report-submit">Report</Button>
        </div>
      </form>
    </Dialog>
  );
}
