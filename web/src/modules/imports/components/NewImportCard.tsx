import { Button, Card, H2, ProgressBar } from '@blueprintjs/core';
import { ImportMaxRows } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { formProblem } from '../../forms/utils/serverErrors.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useUploadImport } from '../hooks/useUploadImport.js';
import { uploadFieldLabels, uploadFormSchema, uploadFormValues } from '../utils/uploadForm.js';
import { ImportFileDropZone } from './ImportFileDropZone.js';
import { ImportKindField } from './ImportKindField.js';

/**
 * A new import: what the file holds and the file, sent with a progress bar. Once stored, the
 * import's own page opens on its first step (map the columns).
 */
export function NewImportCard() {
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: uploadFormSchema,
    defaultValues: uploadFormValues(),
    labels: uploadFieldLabels,
  });
  const upload = useUploadImport();
  const uploading = upload.progress !== undefined;

  const submit = form.handleSubmit(async ({ kind, spreadsheet }) => {
    try {
      const uploaded = await upload.upload(kind, spreadsheet);
      toastSuccess(`${uploaded.fileName} uploaded: ${uploaded.headers.length} columns to map`);
      void navigate(`/upload/${uploaded._id}`);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // 413 (too large, the message names the limit) and 400 (unreadable) are about the file: said beside it.
      const message = errorMessage(error);
      if (isApiError(error, 400) && error.details.kind) form.setError('kind', { message: error.details.kind });
      else form.setError(isApiError(error) && error.status >= 500 ? formProblem : 'spreadsheet', { message });
      toastError('The file was not uploaded', message);
    }
  });

  return (
    <Card className="db-import-new">
      <H2 className="db-looks-h4">New import</H2>
      <SchemaForm form={form} cycle={{ submit }} idPrefix="import-upload" labels={uploadFieldLabels} label="New import">
        <p className="db-muted">
          The first row must name the columns; you choose the field each one fills next. Up to{' '}
          {ImportMaxRows.toLocaleString('en-GB')} rows. Nothing is written until you have checked the file and
          confirmed.
        </p>
        <div className="db-import-new__kinds">
          <ImportKindField name="kind" disabled={uploading} />
        </div>
        <ImportFileDropZone name="spreadsheet" disabled={uploading} />
        {uploading && (
          <ProgressBar
            value={upload.progress}
            intent="primary"
            animate={upload.progress! < 1}
            stripes={upload.progress! < 1}
            aria-label="Upload progress"
            aria-valuetext={`${Math.round(upload.progress! * 100)}% uploaded`}
          />
        )}
        <div className="db-import-new__actions">
          <Button type="submit" intent="primary" icon="upload" text="Upload" disabled={uploading} />
          {uploading && (
            <>
              <span className="db-muted">{Math.round(upload.progress! * 100)}% uploaded</span>
              <Button text="Cancel upload" onClick={upload.cancel} />
            </>
          )}
        </div>
      </SchemaForm>
    </Card>
  );
}
