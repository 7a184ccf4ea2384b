import { ImportMaxRows } from '@dealbook/contracts';

/** Thrown (with a message in the user's words) for a file that cannot be read: not UTF-8, a broken zip, no worksheet… */
export class UnreadableImportFile extends Error {
  override name = 'UnreadableImportFile';
}

/** A row past the worksheet's own limit (HubSpot's too): the file is refused rather than cut short. */
export function refuseRowsPast(line: number): void {
  if (line > ImportMaxRows) {
    throw new UnreadableImportFile(
      `The file has more than ${ImportMaxRows.toLocaleString('en-GB')} rows: split it into smaller files.`,
    );
  }
}
