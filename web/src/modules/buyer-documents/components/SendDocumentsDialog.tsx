import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BuyerAccessLabels,
  DefaultBuyerLinkDays,
  type Purchase,
  type SendBuyerDocumentsAnswer,
} from '@dealbook/contracts';
import { errorMessage } from '../../api/ApiError.js';
import { sendBuyerDocuments } from '../../api/buyerDocumentsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { attachmentQueries } from '../../attachments/hooks/attachmentQueries.js';
import { contactQueries } from '../../contacts/hooks/contactQueries.js';
import { Notice } from '../../ui/components/Notice.js';
import { toastSuccess, toastWarning } from '../../ui/toaster.js';

export interface SendDocumentsDialogProps {
  purchase: Purchase;
  onClose: () => void;
}

const day = 24 * 60 * 60 * 1000;
/** yyyy-mm-dd of a date `days` from today, for the date input. */
const dateInDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

const toggled = (list: readonly string[], id: string, on: boolean) =>
  on ? [...list, id] : list.filter((item) => item !== id);

/** "Sent to Ada Quill and Cy Marsh", with what the mail server refused and where the mails went. */
function outcomeOf(answer: SendBuyerDocumentsAnswer): { sent: string; refused?: string } {
  const names = answer.grants.map((grant) => grant.recipient.name);
  const sent = `Sent to ${names.join(', ')}${answer.outbox ? ' (the e-mails wait in the outbox: no mail server is set)' : ''}`;
  const refused = answer.refused.map(({ recipient, reason }) => `${recipient.name}: ${reason}`).join('; ');
  return refused ? { sent, refused: `Not sent to ${refused}` } : { sent };
}

/**
 * Sends a project's buyer documents to people at one purchaser (issue 38): the documents marked
 * for buyers, the purchaser's people (those without an e-mail shown, not choosable), a message
 * and an expiry. The server checks the NDA and the client's decisions; its refusal is shown here
 * in its words, and nothing was sent.
 */
export function SendDocumentsDialog({ purchase, onClose }: SendDocumentsDialogProps) {
  const queryClient = useQueryClient();
  const documents = useQuery(attachmentQueries.search(`projects=${purchase.project._id}&limit=200`));
  const people = useQuery(contactQueries.employees(purchase.company._id));
  const [attachments, setAttachments] = useState<string[]>([]);
  const [recipients, setRecipients] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [expiry, setExpiry] = useState(dateInDays(DefaultBuyerLinkDays));
  const send = useMutation({
    mutationFn: () =>
      sendBuyerDocuments(purchase._id, {
        attachments,
        recipients,
        message,
        // The link works to the end of the day chosen.
        expiresAt: new Date(`${expiry}T23:59:59.999Z`).toISOString(),
      }),
    onSuccess: async (answer) => {
      const { sent, refused } = outcomeOf(answer);
      toastSuccess(sent);
      if (refused) toastWarning(refused);
      await queryClient.invalidateQueries({ queryKey: queryKeys.record('purchase', purchase._id) });
      onClose();
    },
  });
  const buyerDocuments = (documents.data?.rows ?? []).filter((document) => document.buyerAccess !== 'none');
  const missing = [
    attachments.length === 0 && 'choose at least one document',
    recipients.length === 0 && 'choose at least one person',
    expiry === '' && 'choose until when the link works',
  ].filter(Boolean);
  return (
    <Dialog isOpen onClose={onClose} title={`Send documents to ${purchase.company.companyName}`} icon="send-message">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (missing.length === 0) send.mutate();
        }}
      >
        <DialogBody className="db-send-documents">
          <fieldset>
            <legend>Documents</legend>
            {documents.isPending && <p>Reading the project's documents…</p>}
            {documents.isSuccess && buyerDocuments.length === 0 && (
              <p>
                No document of this project is marked for buyers yet: mark the teaser or the IM on the project's files.
              </p>
            )}
            {buyerDocuments.map((document) => (
              <Checkbox
                key={document._id}
                checked={attachments.includes(document._id)}
                onChange={(event) => setAttachments(toggled(attachments, document._id, event.currentTarget.checked))}
                labelElement={
                  <>
                    {document.fileName}{' '}
                    <Tag minimal intent={document.buyerAccess === 'nda' ? 'warning' : 'none'}>
                      {BuyerAccessLabels[document.buyerAccess]}
                    </Tag>
                  </>
                }
              />
            ))}
          </fieldset>
          <fieldset>
            <legend>Send to</legend>
            {people.isPending && <p>Reading who works there…</p>}
            {people.isSuccess && people.data.length === 0 && (
              <p>Nobody at {purchase.company.companyName} is on record yet: add their people on the company's page.</p>
            )}
            {(people.data ?? []).map((person) => (
              <Checkbox
                key={person._id}
                disabled={person.email === ''}
                checked={recipients.includes(person._id)}
                onChange={(event) => setRecipients(toggled(recipients, person._id, event.currentTarget.checked))}
                label={
                  person.email === ''
                    ? `${person.fullName} (no e-mail address)`
                    : `${person.fullName} — ${person.email}`
                }
              />
            ))}
          </fieldset>
          <FormGroup label="Message" labelFor="send-documents-message" helperText="Goes at the top of each e-mail.">
            <TextArea
              id="send-documents-message"
              fill
              maxLength={2000}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup label="The links work until" labelFor="send-documents-expiry">
            <InputGroup
              id="send-documents-expiry"
              type="date"
              min={dateInDays(0)}
              max={dateInDays(365)}
              value={expiry}
              onChange={(event) => setExpiry(event.currentTarget.value)}
            />
          </FormGroup>
          {send.isError && (
            <Notice intent="danger" title="Nothing was sent">
              {errorMessage(send.error)}
            </Notice>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="minimal" onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                icon="send-message"
                text="Send"
                loading={send.isPending}
                disabled={missing.length > 0}
                title={missing.length > 0 ? `To send, ${missing.join(' and ')}` : undefined}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
