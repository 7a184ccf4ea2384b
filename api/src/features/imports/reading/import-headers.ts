import { isStorable } from '../../../kernel/http/storable-text.js';
import { columnLetters } from '../../../platform/exports/sheet-row-xml.js';
import { MaxColumns, MaxHeaderChars } from './import-file-limits.js';
import { UnreadableImportFile } from './unreadable-import-file.js';

/**
 * Refuses a header row that cannot be a list's column names: none at all, more columns than
 * MaxColumns, a header longer than MaxHeaderChars or holding what PostgreSQL cannot store. The
 * headers go into the import's events and are compared with every field's names, so they are
 * bounded before either happens.
 */
export function refuseUnusableHeaders(headers: readonly string[]): void {
  if (headers.length === 0) {
    throw new UnreadableImportFile('The file has no header row: its first row must name the columns');
  }
  if (headers.length > MaxColumns) {
    throw new UnreadableImportFile(
      `The file has ${headers.length.toLocaleString('en-GB')} columns; at most ${MaxColumns.toLocaleString('en-GB')}`,
    );
  }
  headers.forEach((header, at) => {
    const column = columnLetters(at + 1);
    if (header.length > MaxHeaderChars) {
      throw new UnreadableImportFile(
        `The header in column ${column} is ${header.length.toLocaleString('en-GB')} characters long; headers may be at most ${MaxHeaderChars}.`,
      );
    }
    if (!isStorable(header)) {
      throw new UnreadableImportFile(
        `The header in column ${column} holds a character that cannot be saved (a NUL or an unpaired surrogate).`,
      );
    }
  });
}
