import type { ImportKind, UploadedImport } from '@dealbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { uploadImport } from '../../api/importsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRefreshAfterWrite } from '../../realtime/hooks/useRefreshAfterWrite.js';

export interface ImportUpload {
  /** 0..1 while the file is being sent, else undefined. */
  progress: number | undefined;
  upload(kind: ImportKind, file: File): Promise<UploadedImport>;
  cancel(): void;
}

/**
 * Sends a file with its progress. The answer's first rows are kept for the mapping step (the
 * import itself, read again later, does not carry them).
 */
export function useUploadImport(): ImportUpload {
  const queryClient = useQueryClient();
  const refreshAfterWrite = useRefreshAfterWrite();
  const [progress, setProgress] = useState<number>();
  const abort = useRef<AbortController | null>(null);

  // A page left mid-upload stops it: a 100 MB file should not go on in the background.
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (kind: ImportKind, file: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const uploaded = await uploadImport({ file, kind, onProgress: setProgress, signal: controller.signal });
      queryClient.setQueryData(queryKeys.importSample(uploaded._id), uploaded.sample);
      queryClient.setQueryData(queryKeys.record('import', uploaded._id), uploaded);
      void refreshAfterWrite('import');
      return uploaded;
    } finally {
      abort.current = null;
      setProgress(undefined);
    }
  };

  return { progress, upload, cancel: () => abort.current?.abort() };
}
