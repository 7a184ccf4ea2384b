import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Switch,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BuyerAccessLabels, DefaultBuyerLinkDays, type Purchase } from '@dealbook/contracts';
import { errorMessage } from '../../api/ApiError.js';
import { sendBuyerDocuments } from '../../api/buyerDocumentsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { attachmentQueries } from '../../attachments/hooks/attachmentQueries.js';
import { contactQueries } from '../../contacts/hooks/contactQueries.js';
import { Notice } from '../../ui/components/Notice.js';
import { toastSuccess, toastWarning } from '../../ui/toaster.js';

export interface SendDocumentsDialogProps {
  projectId: string;
  /** One purchaser (its drawer) or those selected on the purchasers tab. */
  purchases: readonly Purchase[];
  onClose: () => void;
}

/** What became of one purchaser's sending. */
interface Outcome {
  purchaser: string;
  sent: string[];
  /** Why nothing, or not everything, went: the server's words. */
  refused?: string;
}

const day = 24 * 60 * 60 * 1000;
/** yyyy-mm-dd of a date `days` from today, for the date input. */
const dateInDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

const toggled = (list: readonly string[], id: string, on: boolean) =>
  on ? [...list, id] : list.filter((item) => item !== id);

/**
 * Sends a project's buyer documents to people at one or many purchasers (issue 38): the documents
 * marked for buyers, each purchaser's people (those without an e-mail shown, not choosable), a
 * message and an expiry. One request per purchaser: the server checks the NDA and the client's
 * decisions for each, and a purchaser it refuses is listed here with its words while the others go.
 */
export function SendDocumentsDialog({ projectId, purchases, onClose }: SendDocumentsDialogProps) {
  const queryClient = useQueryClient();
  const documents = useQuery(attachmentQueries.search(`projects=${projectId}&limit=200`));
  const people = useQueries({ queries: purchases.map((purchase) => contactQueries.employees(purchase.company._id)) });
  const [attachments, setAttachments] = useState<string[]>([]);
  const [recipients, setRecipients] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState('');
  const [expiry, setExpiry] = useState(dateInDays(DefaultBuyerLinkDays));
  const [allowDownload, setAllowDownload] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | undefined>();
  const send = useMutation({
    mutationFn: async () => {
      const results: Outcome[] = [];
      for (const purchase of purchases) {
        const chosen = recipients[purchase._id] ?? [];
        if (chosen.length === 0) continue;
        const purchaser = purchase.company.companyName;
        try {
          const answer = await sendBuyerDocuments(purchase._id, {
            attachments,
            recipients: chosen,
            message,
            allowDownload,
            // The link works to the end of the day chosen.
            expiresAt: new Date(`${expiry}T23:59:59.999Z`).toISOString(),
          });
          const refused = answer.refused.map(({ recipient, reason }) => `${recipient.name}: ${reason}`).join('; ');
          results.push({
            purchaser,
            sent: answer.grants.map((grant) => grant.recipient.name),
            ...(refused ? { refused } : {}),
          });
        } catch (error) {
          results.push({ purchaser, sent: [], refused: errorMessage(error) });
        }
      }
      return results;
    },
    onSuccess: async (results) => {
      const sent = results.flatMap((result) => result.sent);
      if (sent.length > 0) toastSuccess(`Sent to ${sent.join(', ')}`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.buyerDocuments() });
      if (results.some((result) => result.refused)) {
        if (sent.length > 0) toastWarning('Not everything was sent: see why in the dialog');
        setOutcomes(results);
      } else onClose();
    },
  });
  const buyerDocuments = (documents.data?.rows ?? []).filter((document) => document.buyerAccess !== 'none');
  const chosenPeople = Object.values(recipients).flat().length;
  const choosesOtherFiles = buyerDocuments.some(
    (document) => attachments.includes(document._id) && document.contentType !== 'application/pdf',
  );
  const missing = [
    attachments.length === 0 && 'choose at least one document',
    chosenPeople === 0 && 'choose at least one person',
    expiry === '' && 'choose until when the links work',
  ].filter(Boolean);
  const title =
    purchases.length === 1
      ? `Send documents to ${purchases[0]!.company.companyName}`
      : `Send documents to ${purchases.length} purchasers`;
  return (
    <Dialog isOpen onClose={onClose} title={title} icon="send-message">
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
                    {document.contentType !== 'application/pdf' && (
                      <>
                        {' '}
                        <Tag minimal>Not a PDF</Tag>
                      </>
                    )}
                  </>
                }
              />
            ))}
          </fieldset>
          {purchases.map((purchase, index) => {
            const employees = people[index]!;
            const name = purchase.company.companyName;
            const chosen = recipients[purchase._id] ?? [];
            return (
              <fieldset key={purchase._id}>
                <legend>{purchases.length === 1 ? 'Send to' : `Send to, at ${name}`}</legend>
                {employees.isPending && <p>Reading who works there…</p>}
                {employees.isSuccess && employees.data.length === 0 && (
                  <p>Nobody at {name} is on record yet: add their people on the company's page.</p>
                )}
                {(employees.data ?? []).map((person) => (
                  <Checkbox
                    key={person._id}
                    disabled={person.email === ''}
                    checked={chosen.includes(person._id)}
                    onChange={(event) =>
                      setRecipients({
                        ...recipients,
                        [purchase._id]: toggled(chosen, person._id, event.currentTarget.checked),
                      })
                    }
                    label={
                      person.email === ''
                        ? `${person.fullName} (no e-mail address)`
                        : `${person.fullName} — ${person.email}`
                    }
                  />
                ))}
              </fieldset>
            );
          })}
          {choosesOtherFiles && (
            <Switch
              checked={allowDownload}
              onChange={(event) => setAllowDownload(event.currentTarget.checked)}
              label="Let them download the files that are not PDFs, as they are (only PDFs carry their name)"
            />
          )}
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
          {outcomes && (
            <Notice intent="warning" title="Not everything was sent" role="status">
              <ul className="db-send-documents__outcomes">
                {outcomes.map((outcome) => (
                  <li key={outcome.purchaser}>
                    <strong>{outcome.purchaser}:</strong>{' '}
                    {[
                      outcome.sent.length > 0 && `sent to ${outcome.sent.join(', ')}`,
                      outcome.refused && `nothing sent — ${outcome.refused}`,
                    ]
                      .filter(Boolean)
                      .join('; ')}
                  </li>
                ))}
              </ul>
            </Notice>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={outcomes ? 'Close' : 'Cancel'} variant="minimal" onClick={onClose} />
              {!outcomes && (
                <Button
                  type="submit"
                  intent="primary"
                  icon="send-message"
                  text="Send"
                  loading={send.isPending}
                  disabled={missing.length > 0}
                  title={missing.length > 0 ? `To send, ${missing.join(' and ')}` : undefined}
                />
              )}
            </>
          }
        />
      </form>
    </Dialog>
  );
}
