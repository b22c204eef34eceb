import { Transform, type Readable } from 'node:stream';
import { AppError } from '../../errors.js';
import { MEDIA_MESSAGES } from '../../../shared/media-schemas.js';

/**
 * The body of a request as a stream that fails with 413 one byte past `maxBytes`. The request
 * itself is only paused, never destroyed, so the 413 can still be answered on its connection; a
 * client that goes away mid-body fails the stream too, so nothing waits for an end that never comes.
 */
export function limitedBody(request: Readable, maxBytes: number): { body: Readable; detach(): void } {
  let received = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) return callback(new AppError('too_large', MEDIA_MESSAGES.tooLarge(maxBytes)));
      callback(null, chunk);
    },
  });
  const onError = (error: Error) => body.destroy(error);
  const onClose = () => {
    if (!request.readableEnded) body.destroy(new Error('The upload was cut off before its end'));
  };
  request.on('error', onError).on('close', onClose);
  request.pipe(body);
  return {
    body,
    detach() {
      request.off('error', onError).off('close', onClose);
      request.unpipe(body);
      if (!request.readableEnded) request.pause();
    },
  };
}
