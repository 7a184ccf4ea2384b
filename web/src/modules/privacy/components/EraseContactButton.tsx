import './privacy.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, FormGroup, Intent, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasRole, type Contact, type ContactErasureReview, type PersonalMentionAnswer } from '@dealbook/contracts';
import { eraseContact, getContactErasureReview } from '../../api/privacyApi.js';
import { errorMessage } from '../../api/ApiError.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import { Notice } from '../../ui/components/Notice.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { isRedactable, mentionedRecord } from '../utils/redaction.js';
import { RedactTextDialog } from './RedactTextDialog.js';

export interface EraseContactButtonProps {
  contact: Contact;
}

const MaxReason = 500;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What stays: the linked records, counted, keeping their own data with the link shown as "Erased person". */
function staying({ linked, filesUnlinked }: ContactErasureReview): string[] {
  return [
    linked.companies > 0 && plural(linked.companies, 'company', 'companies'),
    linked.communications > 0 && plural(linked.communications, 'call or message', 'calls and messages'),
    linked.eventsAttended > 0 && plural(linked.eventsAttended, 'event'),
    linked.tasks > 0 && plural(linked.tasks, 'task'),
    linked.notes > 0 && plural(linked.notes, 'note'),
    filesUnlinked.length > 0 &&
      plural(filesUnlinked.length, 'file also linked elsewhere', 'files also linked elsewhere'),
  ].filter((item): item is string => typeof item === 'string');
}

const mentionKey = (mention: PersonalMentionAnswer) => `${mention.recordType}-${mention.recordId}-${mention.textField}`;

/**
 * The free-text fields elsewhere that name them. Once they are erased (`terms` known), each is
 * redacted here: its text offered with their name and e-mail taken out, for the administrator to
 * check; a contact's summary is edited on that contact's page.
 */
function MentionsToRedact({ mentions, terms }: { mentions: PersonalMentionAnswer[]; terms?: readonly string[] }) {
  const [redacting, setRedacting] = useState<PersonalMentionAnswer | undefined>();
  // The wording that stands now, by mention, once redacted here.
  const [redacted, setRedacted] = useState<ReadonlyMap<string, string>>(new Map());
  const left = mentions.filter((mention) => !redacted.has(mentionKey(mention))).length;
  return (
    <Notice
      intent={left === 0 ? 'success' : 'warning'}
      title={left === 0 ? 'Free text redacted' : `Free text to redact (${left} of ${mentions.length} left)`}
      compact
    >
      <ul className="db-erasure-review__mentions">
        {mentions.map((mention) => (
          <li key={mentionKey(mention)} className="db-erasure-review__mention">
            <span>
              <strong>{mentionedRecord(mention)}</strong>, {mention.field}:{' '}
              <q>{redacted.get(mentionKey(mention)) ?? mention.snippet}</q>
            </span>
            {terms && redacted.has(mentionKey(mention)) && (
              <Tag intent="success" minimal icon="tick">
                Redacted
              </Tag>
            )}
            {terms && !redacted.has(mentionKey(mention)) && isRedactable(mention) && (
              <Button
                size="small"
                icon="annotation"
                text="Redact…"
                aria-label={`Redact ${mentionedRecord(mention)}, ${mention.field}`}
                onClick={() => setRedacting(mention)}
              />
            )}
            {terms && mention.recordType === 'contact' && (
              <Link to={`/contacts/${encodeURIComponent(mention.recordId)}/edit`}>Edit the summary</Link>
            )}
          </li>
        ))}
      </ul>
      {redacting && terms && (
        <RedactTextDialog
          mention={redacting}
          terms={terms}
          onClose={(text) => {
            if (text !== undefined) setRedacted(new Map([...redacted, [mentionKey(redacting), text]]));
            setRedacting(undefined);
          }}
        />
      )}
    </Notice>
  );
}

function ReviewSummary({ review }: { review: ContactErasureReview }) {
  const stays = staying(review);
  return (
    <div className="db-erasure-review">
      <p>
        <strong>Erased:</strong> the name, e-mail, phones, addresses, LinkedIn, job title, summary and flags of{' '}
        <strong>{review.fullName}</strong> ({review.reference}), in every list, search, export and push; their history
        keeps only the erasure.
        {review.filesDeleted.length > 0 &&
          ` ${plural(review.filesDeleted.length, 'file')} linked to them alone ${review.filesDeleted.length === 1 ? 'is' : 'are'} deleted: ${review.filesDeleted.map((file) => file.fileName).join(', ')}.`}
        {review.importFilesDeleted.length > 0 &&
          ` The uploaded ${plural(review.importFilesDeleted.length, 'file')} of the data imports that named them ${review.importFilesDeleted.length === 1 ? 'is' : 'are'} deleted: ${review.importFilesDeleted.map((file) => file.fileName).join(', ')}.`}
      </p>
      <p>
        <strong>Stays</strong> (showing “Erased person”): {stays.length > 0 ? stays.join(', ') : 'no linked records'}.
        Calls keep their outcome, date, caller and purchaser.
      </p>
      {review.mentions.length > 0 ? (
        <MentionsToRedact mentions={review.mentions} />
      ) : (
        <p>No free text elsewhere names them.</p>
      )}
    </div>
  );
}

/**
 * Erasure (UK GDPR Art. 17, issue 37): administrators only, as the API. The confirmation names
 * what will be erased and what will stay (from the erasure review) and asks why; afterwards the
 * page shows "Erased person".
 */
export function EraseContactButton({ contact }: EraseContactButtonProps) {
  const isAdmin = hasRole(useCurrentUser().role, 'admin');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The free text still to redact, as the erasure answered it: after it the name is known no more.
  const [toRedact, setToRedact] = useState<PersonalMentionAnswer[]>([]);
  // Who they were, kept from before the erasure: the redactions take these words out.
  const [terms, setTerms] = useState<string[]>([]);
  const review = useQuery({
    queryKey: ['contact', 'erasure-review', contact._id],
    queryFn: ({ signal }) => getContactErasureReview(contact._id, signal),
    enabled: open && isAdmin,
    staleTime: 0,
  });
  const erase = useMutation({
    // The words are taken when the erasure is asked for: its push may refresh `contact` to
    // "Erased person" before the answer arrives.
    mutationFn: ({ why }: { why: string; words: string[] }) => eraseContact(contact._id, why),
    onSuccess: async (answer, { words }) => {
      setOpen(false);
      setReason('');
      setTerms(words);
      setToRedact(answer.mentions);
      toastSuccess(
        answer.mentions.length > 0
          ? `Personal data erased. ${plural(answer.mentions.length, 'free-text field')} still to redact.`
          : 'Personal data erased',
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.record('contact', contact._id) });
    },
    onError: (failure) => toastError('The personal data was not erased', errorMessage(failure)),
  });
  if (!isAdmin) return null;
  const stillToRedact = (
    <ConfirmAlert
      isOpen={toRedact.length > 0}
      intent="warning"
      icon="annotation"
      confirmButtonText="Done"
      canEscapeKeyCancel
      onConfirm={() => setToRedact([])}
      onCancel={() => setToRedact([])}
      className="db-erasure-dialog"
    >
      <p>The personal data was erased. Redact their name and e-mail in these fields, one by one:</p>
      <MentionsToRedact mentions={toRedact} terms={terms} />
    </ConfirmAlert>
  );
  if (contact.erased) return stillToRedact;

  const confirm = () => {
    const why = reason.trim();
    if (why === '') return setError('A reason is required');
    if (why.length > MaxReason) return setError(`At most ${MaxReason} characters`);
    setError(undefined);
    erase.mutate({ why, words: [contact.fullName, contact.firstName, contact.lastName, contact.email] });
  };

  return (
    <>
      <Button
        icon="eraser"
        intent="danger"
        variant="outlined"
        text="Erase personal data"
        onClick={() => setOpen(true)}
      />
      <ConfirmAlert
        isOpen={open}
        intent="danger"
        icon="eraser"
        confirmButtonText="Erase personal data"
        cancelButtonText="Cancel"
        loading={erase.isPending}
        canEscapeKeyCancel
        onConfirm={confirm}
        onCancel={() => {
          setOpen(false);
          setError(undefined);
        }}
        className="db-erasure-dialog"
      >
        <p>
          Erase the personal data of <strong>{contact.fullName}</strong>? This cannot be undone.
        </p>
        {review.isPending && <Spinner size={20} aria-label="Reading what the erasure will do" />}
        {review.isError && <Notice intent="danger">{errorMessage(review.error)}</Notice>}
        {review.data && <ReviewSummary review={review.data} />}
        <FormGroup
          label="Reason (the request, its reference)"
          labelFor="erase-reason"
          helperText={error ?? 'Not their name or e-mail: the reason stays on the record.'}
          intent={error ? Intent.DANGER : Intent.NONE}
        >
          <TextArea
            id="erase-reason"
            value={reason}
            fill
            maxLength={MaxReason}
            intent={error ? Intent.DANGER : Intent.NONE}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormGroup>
      </ConfirmAlert>
      {stillToRedact}
    </>
  );
}
