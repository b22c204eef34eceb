import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { MEDIA_MESSAGES, UPLOAD_MAX_BYTES, type UploadPurpose } from '@shared/media-schemas';
import { toast } from '../../../components/ui/toast-store';
import { uploadImage } from '../api/upload-image';
import { uploadsKeys } from '../api/uploads-keys';

const AUTO_CLOSE_MS = 1000; // spec section 9

interface UploadNewPanelProps {
  purpose: UploadPurpose;
  onUploaded: (objectPath: string) => void;
  onDone: () => void;
}

type UploadState = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'done' } | { phase: 'failed'; message: string };

/** Pick or drop one image, watch it go up, and the modal closes a second after the server has it. */
export function UploadNewPanel({ purpose, onUploaded, onDone }: UploadNewPanelProps) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [dragging, setDragging] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const maxBytes = UPLOAD_MAX_BYTES[purpose];
  const maxMb = Math.round(maxBytes / (1024 * 1024));

  async function handleFile(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setState({ phase: 'failed', message: 'Images only, please.' });
    if (file.size > maxBytes) return setState({ phase: 'failed', message: MEDIA_MESSAGES.tooLarge(maxBytes) });
    setState({ phase: 'uploading', percent: 0 });
    try {
      const objectPath = await uploadImage(file, purpose, (percent) => setState({ phase: 'uploading', percent }));
      setState({ phase: 'done' });
      void queryClient.invalidateQueries({ queryKey: uploadsKeys.sellerMedia });
      onUploaded(objectPath);
      closeTimer.current = setTimeout(onDone, AUTO_CLOSE_MS);
    } catch {
      setState({ phase: 'failed', message: 'Failed to process uploaded image.' });
      toast({ title: 'Error', description: 'Failed to process uploaded image.', variant: 'destructive' });
    }
  }

  const busy = state.phase === 'uploading';
  return (
    <div className="flex flex-col gap-4">
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer flex-col items-center gap-3 border-2 border-dashed px-4 py-10 text-center hover:border-acid ${dragging ? 'border-acid bg-raised' : 'border-line'}`}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          // One file per upload (spec): the first one dropped.
          event.preventDefault();
          setDragging(false);
          if (!busy) void handleFile(event.dataTransfer.files[0]);
        }}
        data-testid="upload-drop-zone"
      >
        <ImageUp aria-hidden className="size-10 text-acid" />
        <span className="caps text-lg">Choose an image</span>
        <span className="text-sm text-muted">or drop one here</span>
        <span className="text-sm text-muted">Images only, up to {maxMb}MB</span>
        <span className="text-sm text-muted">Recommended 1200x1200 px</span>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          void handleFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {state.phase === 'uploading' && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            className="h-3 border-2 border-line bg-ink"
          >
            <div className="h-full bg-acid transition-[width]" style={{ width: `${state.percent}%` }} />
          </div>
          <p className="nums text-sm text-muted" aria-live="polite">Uploading... {state.percent}%</p>
        </div>
      )}
      {state.phase === 'done' && <p className="caps text-acid" aria-live="polite">Upload complete</p>}
      {state.phase === 'failed' && <p role="alert" className="text-sm font-medium text-danger">{state.message}</p>}
    </div>
  );
}
