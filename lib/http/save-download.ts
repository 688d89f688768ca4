import { i18n } from '../i18n';
import { toastFeedback, type Feedback } from '../feedback';
import type { CallOptions, Download } from './contract-client';

// Apart from the HTTP client (client.ts) so that a screen with a download button does not carry axios
// from its first load: the call it is given loads the client when it is clicked.

/**
 * Saves a file a call answers (`api.videos.download`), with progress; a failure shows the seed's
 * 'Download failed'. A streamed file has no Content-Length: `estimatedBytes` then stands for its size
 * and the progress stops at 99 until the end. The server's file name (Content-Disposition) wins over `filename`.
 */
export async function saveDownload(
  start: (options: CallOptions) => Promise<Download>,
  options: { filename: string; onProgress?: (percent: number) => void; estimatedBytes?: number; feedback?: Feedback },
): Promise<void> {
  try {
    const { blob, filename } = await start({
      silent: true,
      onProgress: (loaded, total) => {
        if (total) options.onProgress?.(Math.round((loaded / total) * 100));
        else if (options.estimatedBytes) options.onProgress?.(Math.min(99, Math.floor((loaded / options.estimatedBytes) * 100)));
      },
    });
    options.onProgress?.(100);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = filename ?? options.filename;
    link.click();
    URL.revokeObjectURL(link.href);
  } catch (error) {
    (options.feedback ?? toastFeedback).toast('error', i18n.t('errors.downloadFailed'));
    throw error;
  }
}
