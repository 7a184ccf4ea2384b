import type { ReactNode } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import { recordRoom, type Contact } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { ExportPdfButton } from '../../export/components/ExportPdfButton.js';
import { MergeWithButton } from '../../merges/components/MergeWithButton.js';
import { EraseContactButton } from '../../privacy/components/EraseContactButton.js';
import { ExportPersonalDataButton, personalDataPath } from '../../privacy/components/ExportPersonalDataButton.js';
import { PresenceAvatars } from '../../realtime/components/PresenceAvatars.js';
import { InitialsAvatar } from '../../ui/components/InitialsAvatar.js';
import { ContactFlagTags } from './ContactFlagTags.js';
import { DeleteContactButton } from './DeleteContactButton.js';
import { PageTitle } from '../../ui/components/PageTitle.js';
import { RecordTimelineFacts } from '../../records/components/RecordTimelineFacts.js';

export interface ContactHeaderProps {
  contact: Contact;
  /** What is due next on the contact, composed by the page. */
  nextTask?: ReactNode;
}

export function ContactHeader({ contact, nextTask }: ContactHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="db-record-header">
      <InitialsAvatar name={contact.fullName} size={56} />
      <div className="db-record-header__title">
        <PageTitle title={contact.fullName} section="People" />
        <span className="db-role-tags">
          <Tag minimal round title="Reference">
            {contact.reference}
          </Tag>
          {contact.jobTitle && <span>{contact.jobTitle}</span>}
        </span>
        {contact.erased ? (
          <Tag minimal intent="danger" icon="eraser">
            Personal data erased
          </Tag>
        ) : (
          <ContactFlagTags contact={contact} />
        )}
        <RecordTimelineFacts createdAt={contact.createdAt} updatedAt={contact.updatedAt} nextTask={nextTask} />
      </div>
      <div className="db-actions">
        <PresenceAvatars room={recordRoom('contact', contact._id)} />
        {/* An erased person (issue 37) takes no change: nothing to export, edit, merge or delete. */}
        {!contact.erased && (
          <>
            <ExportPdfButton type="contact" id={contact._id} name={contact.fullName} />
            <ExportPersonalDataButton path={personalDataPath('contact', contact._id)} fullName={contact.fullName} />
            <Button
              icon="edit"
              intent="primary"
              text="Edit"
              onClick={() => navigate(`/contacts/${contact._id}/edit`)}
            />
            <MergeWithButton type="contact" id={contact._id} name={contact.fullName} />
            <DeleteContactButton contact={contact} />
          </>
        )}
        {/* Stays once erased: it lists the free text still to redact (issue 37). */}
        <EraseContactButton contact={contact} />
      </div>
    </header>
  );
}
