import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { BuyerAccessLabels, BuyerAccessLevels, type Attachment, type BuyerAccess } from '@dealbook/contracts';

/** What each level lets the deal team do with the document, under its name. */
const buyerAccessHelp: Record<BuyerAccess, string> = {
  none: 'Never sent to buyers',
  teaser: 'To any purchaser the client has not rejected',
  nda: 'Only to purchasers whose NDA is signed',
};

export interface AttachmentBuyerAccessMenuProps {
  attachment: Attachment;
  busy: boolean;
  onChoose: (access: BuyerAccess) => void;
}

/** Whether a project's document may go to its potential buyers (issue 38): not at all, as a teaser, or NDA-gated. */
export function AttachmentBuyerAccessMenu({ attachment, busy, onChoose }: AttachmentBuyerAccessMenuProps) {
  const menu = (
    <Menu role="listbox" aria-label={`Buyer access for ${attachment.fileName}`}>
      {BuyerAccessLevels.map((level) => (
        <MenuItem
          key={level}
          roleStructure="listoption"
          selected={attachment.buyerAccess === level}
          text={BuyerAccessLabels[level]}
          label={buyerAccessHelp[level]}
          onClick={() => level !== attachment.buyerAccess && onChoose(level)}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end" disabled={busy}>
      <Button
        icon="shield"
        variant="minimal"
        aria-label={`Buyer access for ${attachment.fileName}`}
        title="Buyers…"
        loading={busy}
      />
    </PopoverNext>
  );
}
