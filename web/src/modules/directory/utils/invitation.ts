import { invitationBodySchema, type InvitationBody } from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

/**
 * The invitation payload of spec §3.1: the directory e-mails the guest, whose redeemed invitation
 * brings them back to this installation's sign-in page.
 */
export function invitationFor(displayName: string, email: string, origin: string): InvitationBody {
  return {
    invitedUserDisplayName: displayName.trim(),
    invitedUserEmailAddress: email.trim(),
    inviteRedirectUrl: `${origin.replace(/\/+$/, '')}/login`,
    sendInvitationMessage: true,
  };
}

/** The invite dialog's values, named as the payload names them. */
export interface InvitationFormValues {
  invitedUserDisplayName: string;
  invitedUserEmailAddress: string;
}

export const invitationFormValues: InvitationFormValues = { invitedUserDisplayName: '', invitedUserEmailAddress: '' };

/** The invite dialog's fields as they are labelled. */
export const invitationFieldLabels = {
  invitedUserDisplayName: 'Display name',
  invitedUserEmailAddress: 'E-mail',
} as const satisfies Record<keyof InvitationFormValues, string>;

/** The dialog's values as the invitation payload that brings the guest back to `origin`, checked by the server's schema. */
export const invitationFormSchema = (origin: string) =>
  formSchema(
    (values: InvitationFormValues) =>
      invitationFor(values.invitedUserDisplayName, values.invitedUserEmailAddress, origin),
    invitationBodySchema,
  );
