import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { redactTextBodySchema, type PersonalMentionAnswer, type TextRedaction } from '@dealbook/contracts';
import { getRecordFields, redactText } from '../../api/privacyApi.js';
import { errorMessage } from '../../api/ApiError.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { formSchema } from '../../forms/utils/formSchema.js';
import { Notice } from '../../ui/components/Notice.js';
import { mentionedRecord, suggestRedaction } from '../utils/redaction.js';

export interface RedactTextDialogProps {
  mention: PersonalMentionAnswer;
  /** The person's name and e-mail, as they were before the erasure: what the suggestion takes out. */
  terms: readonly string[];
  /** With the wording that now stands, once redacted. */
  onClose: (redactedText?: string) => void;
}

/**
 * Redacts one free-text field that names an erased person (issue 37): the field's text with their
 * name and e-mail already replaced by "[redacted]", for the administrator to check and save. The
 * record keeps the new wording; what it said before reads "[redacted]" everywhere, its history too.
 */
export function RedactTextDialog({ mention, terms, onClose }: RedactTextDialogProps) {
  const record = useQuery({
    queryKey: ['redaction', mention.recordType, mention.recordId],
    queryFn: ({ signal }) => getRecordFields(mention.recordType, mention.recordId, signal),
    staleTime: 0,
  });
  const current = record.data?.[mention.textField];
  return (
    <Dialog
      isOpen
      onClose={() => onClose()}
      title={`Redact: ${mentionedRecord(mention)}`}
      icon="annotation"
      className="db-erasure-dialog"
    >
      {record.isPending && (
        <DialogBody>
          <Spinner size={20} aria-label="Reading the text to redact" />
        </DialogBody>
      )}
      {record.isError && (
        <DialogBody>
          <Notice intent="danger">{errorMessage(record.error)}</Notice>
        </DialogBody>
      )}
      {record.data && (
        <RedactionForm
          mention={mention}
          suggested={suggestRedaction(typeof current === 'string' ? current : '', terms)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function RedactionForm({
  mention,
  suggested,
  onClose,
}: Pick<RedactTextDialogProps, 'mention' | 'onClose'> & { suggested: string }) {
  const field = mention.textField;
  const labels = { [field]: mention.field };
  const form = useSchemaForm({
    schema: formSchema((values: Record<string, string>) => ({ [field]: values[field] ?? '' }), redactTextBodySchema),
    defaultValues: { [field]: suggested },
    labels,
  });
  const cycle = useSaveCycle({
    form,
    labels,
    save: (texts) => redactText(mention.recordType, mention.recordId, texts),
    savedMessage: (_answer: TextRedaction) => `${mention.field} redacted`,
    failedMessage: 'The text was not redacted.',
    onSaved: (answer) => onClose(answer?.texts[field] ?? ''),
  });
  return (
    <SchemaForm
      id="redact-text-form"
      form={form}
      cycle={cycle}
      idPrefix="redact-text"
      labels={labels}
      label={`Redact ${mention.field}`}
    >
      <DialogBody>
        <p>Check the wording that stays. What it said before will read “[redacted]” everywhere, in its history too.</p>
        <FormTextAreaField name={field} autoFocus />
      </DialogBody>
      <DialogFormFooter submitLabel="Redact" cycle={cycle} onClose={() => onClose()} />
    </SchemaForm>
  );
}
