import {
  UPLOAD_CONTENT_TYPES, type NormalizedUpload, type UploadContentType, type UploadPurpose, type UploadSlot,
} from '@shared/media-schemas';
import { ApiRequestError, api } from '../../../lib/api-client';

const isDeclarable = (type: string): type is UploadContentType => (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * Step 1: a signed, short-lived URL for one PUT (DECISIONS.md "Uploads"). The file's size and
 * type are signed into it, so the storage takes exactly this file. A type the browser names
 * oddly is left out: the server then receives the bytes itself and judges them.
 */
export function requestUploadSlot(purpose: UploadPurpose, file: File): Promise<UploadSlot> {
  return api.post<UploadSlot>('/api/objects/upload', { purpose, size: file.size, ...(isDeclarable(file.type) ? { contentType: file.type } : {}) });
}

/**
 * Step 2: the file's bytes straight to the signed URL. XMLHttpRequest rather than fetch because
 * only it reports upload progress, which the modal shows as a bar with a percentage.
 */
export function putFile(uploadURL: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new ApiRequestError(request.status, `${request.status}: ${request.responseText || request.statusText}`));
      }
    };
    request.onerror = () => reject(new Error('The upload did not reach the server'));
    request.send(file);
  });
}

/** Step 3: the server checks the bytes and answers the object path products and logos store. */
export function normalizeUpload(uploadURL: string): Promise<NormalizedUpload> {
  const imageURL = uploadURL.split('?')[0] ?? uploadURL;
  return api.post<NormalizedUpload>('/api/objects/normalize', { imageURL });
}

export async function uploadImage(file: File, purpose: UploadPurpose, onProgress: (percent: number) => void): Promise<string> {
  const { uploadURL } = await requestUploadSlot(purpose, file);
  await putFile(uploadURL, file, onProgress);
  const { objectPath } = await normalizeUpload(uploadURL);
  return objectPath;
}
