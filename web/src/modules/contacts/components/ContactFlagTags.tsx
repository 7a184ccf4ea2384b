import { Tag } from '@blueprintjs/core';
import type { ContactFields } from '@dealbook/contracts';

export interface ContactFlagTagsProps {
  contact: Pick<ContactFields, 'isAmbassador' | 'hasSignedAmbassadorNDA' | 'doNotContact'>;
}

/** Ambassador, NDA signed and do-not-contact, as tags. */
export function ContactFlagTags({ contact }: ContactFlagTagsProps) {
  return (
    <span className="db-role-tags">
      {contact.isAmbassador && (
        <Tag intent="primary" minimal>
          Ambassador
        </Tag>
      )}
      {contact.hasSignedAmbassadorNDA && (
        <Tag intent="success" minimal icon="endorsed">
          NDA signed
        </Tag>
      )}
      {contact.doNotContact && (
        <Tag intent="danger" icon="disable">
          Do not contact
        </Tag>
      )}
    </span>
  );
}
