import { parentPort } from 'node:worker_threads';
import { ImageRejected, type ReencodedImage, reencodeImage } from './images.ts';

/**
 * The worker thread that re-encodes profile photos (decision 0033), so that decoding seconds of pixels
 * never holds up the server's event loop. One photo per message, answered in `WorkerAnswer`'s shape.
 */

export type WorkerAnswer =
  // The file arrives as a Uint8Array (a Buffer is posted as its bytes).
  | { image: Omit<ReencodedImage, 'data'> & { data: Uint8Array } }
  | { rejected: { reason: ImageRejected['reason']; message: string } }
  | { failed: string };

const port = parentPort;
if (!port) throw new Error('photo-worker runs as a worker thread');

port.on('message', (data: Uint8Array) => {
  let answer: WorkerAnswer;
  try {
    answer = { image: reencodeImage(data) };
  } catch (error) {
    answer =
      error instanceof ImageRejected
        ? { rejected: { reason: error.reason, message: error.message } }
        : { failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
