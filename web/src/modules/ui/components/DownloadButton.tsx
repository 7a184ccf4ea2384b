import { AnchorButton } from '@blueprintjs/core';

/**
 * A file to download, named for screen readers ("Download Teaser.pdf") and saved under its own
 * name. Without `text` it is the icon alone, as in a row of files; with it, a labelled button.
 */
export function DownloadButton({ href, fileName, text }: { href: string; fileName: string; text?: string }) {
  return (
    <AnchorButton
      icon="download"
      variant={text ? undefined : 'minimal'}
      text={text}
      aria-label={`Download ${fileName}`}
      href={href}
      download={fileName}
    />
  );
}
