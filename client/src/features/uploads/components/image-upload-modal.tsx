import type { UploadPurpose } from '@shared/media-schemas';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { MediaLibraryPanel } from './media-library-panel';
import { UploadNewPanel } from './upload-new-panel';

interface ImageUploadModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  purpose?: UploadPurpose;
  /** The MEDIA LIBRARY tab: only where an earlier upload may be reused (product images). */
  enableLibrary?: boolean;
  onImage: (objectPath: string) => void;
}

/** The spec's upload modal: UPLOAD NEW, and MEDIA LIBRARY when enabled. */
export function ImageUploadModal({ open, onOpenChange, title, purpose = 'image', enableLibrary = false, onImage }: ImageUploadModalProps) {
  const uploadPanel = <UploadNewPanel purpose={purpose} onUploaded={onImage} onDone={() => onOpenChange(false)} />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="md">
      {enableLibrary ? (
        <Tabs defaultValue="upload">
          <TabsList>
            <TabsTrigger value="upload">UPLOAD NEW</TabsTrigger>
            <TabsTrigger value="library">MEDIA LIBRARY</TabsTrigger>
          </TabsList>
          <TabsContent value="upload">{uploadPanel}</TabsContent>
          <TabsContent value="library">
            <MediaLibraryPanel
              onPick={(objectPath) => {
                onImage(objectPath);
                onOpenChange(false);
              }}
            />
          </TabsContent>
        </Tabs>
      ) : (
        uploadPanel
      )}
    </Dialog>
  );
}
