import { useCallback, useEffect, useRef, useState } from 'react';
import { type ExportQuery, exportFileName, exportPath } from '../../../shared/contract';
import { useAppDispatch } from '../../app/hooks';
import { attachmentName, readWithProgress, refusalOf } from './download-body';
import { fetchWithSession } from './fetch-with-session';
import { saveFile } from './save-file';

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading'; received: number }
  | { phase: 'saved'; fileName: string; bytes: number }
  | { phase: 'failed'; message: string };

/** Section 8's wording for a server that could not be reached at all. */
const NETWORK_ERROR = 'Network Error';
const INTERRUPTED = 'the download was interrupted before the file was complete';

/** Fetches one export with the session's token, shows its progress, and saves it under the server's name. */
export function useExportDownload() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (query: ExportQuery) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'downloading', received: 0 });
      let response: Response;
      try {
        response = await dispatch(fetchWithSession(exportPath(query), controller.signal));
      } catch {
        setState(controller.signal.aborted ? { phase: 'idle' } : { phase: 'failed', message: NETWORK_ERROR });
        return;
      }
      if (!response.ok) {
        setState({ phase: 'failed', message: await refusalOf(response) });
        return;
      }
      try {
        const blob = await readWithProgress(response, controller.signal, (received) =>
          setState({ phase: 'downloading', received }),
        );
        const fileName =
          attachmentName(response.headers.get('content-disposition')) ??
          exportFileName(query.kind, new Date());
        saveFile(blob, fileName);
        setState({ phase: 'saved', fileName, bytes: blob.size });
      } catch {
        setState(controller.signal.aborted ? { phase: 'idle' } : { phase: 'failed', message: INTERRUPTED });
      }
    },
    [dispatch],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  return { state, start, cancel };
}
