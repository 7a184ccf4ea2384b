import { Button, FileInput, InputGroup, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';

export interface AttachmentUploaderProps {
  busy: boolean;
  /** 0..1 while a file is being sent. */
  progress: number | undefined;
  onUpload: (file: File, description: string) => Promise<boolean>;
}

/** Choose a file, optionally describe it, send it with a progress bar. */
export function AttachmentUploader({ busy, progress, onUpload }: AttachmentUploaderProps) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [inputKey, setInputKey] = useState(0);

  const submit = async () => {
    if (!file) return;
    if (await onUpload(file, description.trim())) {
      setFile(null);
      setDescription('');
      setInputKey((k) => k + 1);
    }
  };

  return (
    <div className="db-attachment-uploader">
      <FileInput
        key={inputKey}
        text={file ? file.name : 'Choose a file…'}
        hasSelection={file !== null}
        disabled={busy}
        inputProps={{ 'aria-label': 'File to upload' }}
        onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
      />
      <InputGroup
        placeholder="Description (optional)"
        aria-label="Description"
        value={description}
        disabled={busy}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Button icon="upload" intent="primary" text="Upload" disabled={!file || busy} onClick={() => void submit()} />
      {progress !== undefined && (
        <div
          className="db-attachment-uploader__progress"
          aria-label="Upload progress"
          data-progress={Math.round(progress * 100)}
        >
          <ProgressBar value={progress} intent="primary" animate={progress < 1} stripes={progress < 1} />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      )}
    </div>
  );
}
