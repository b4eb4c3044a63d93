import { type ApiError, XLSX_CONTENT_TYPE } from '../../../shared/contract';

/** The name the server chose, from `Content-Disposition: attachment; filename="…"`. */
export function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename="([^"]+)"/) ?? header?.match(/filename=([^;\s]+)/);
  return match ? match[1] : null;
}

/**
 * Reads the body chunk by chunk, reporting the bytes received so far: a streamed export has no length
 * up front, so the count is the progress there is to show. Aborting stops the reading at once, so a
 * cancelled download never ends as a partial file.
 */
export async function readWithProgress(
  response: Response,
  signal: AbortSignal,
  onBytes: (received: number) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? XLSX_CONTENT_TYPE;
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const stop = () => {
    reader.cancel().catch(() => {});
  };
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onBytes(received);
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return new Blob(chunks, { type });
}

/** Why the server refused: its sentence when it sent one (design: the contract), else the status. */
export async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as Partial<ApiError>;
    const sentence = body.detail ?? body.error;
    if (typeof sentence === 'string' && sentence.trim()) return sentence;
  } catch {
    // Not JSON: a proxy's page, or nothing at all.
  }
  return `the server answered ${response.status}`;
}

/** '812 bytes', '48.2 KB', '3.4 MB': how much of the file has arrived. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
