/**
 * How much of an uploaded file is believed. Each bound is met before the file can cost more than
 * it says: zip sizes from the zip's own directory, then counted as the bytes unzip; XML and text
 * as they are read. A real firm's workbook — a million rows of some 30 columns, about 1.5 GB of
 * worksheet XML and 3 to 5 million different texts — stays well within every one. A file past a
 * bound is refused whole (UnreadableImportFile), with a message that names the bound.
 * (The rows' own bound, 1,048,576, is ImportMaxRows in contracts: the web app shows it too.)
 */

const MiB = 1024 * 1024;

/** Excel's last column (XFD): a row with more cells than a worksheet can hold is not a sheet's row. */
export const MaxRowCells = 16_384;

/** Columns a file may name: more than any CRM export has; a wider file is not a list of records. */
export const MaxColumns = 500;

/**
 * A header is a column's name, a few words (an Excel column is at most 255 characters wide).
 * Headers are kept in the import's events and compared with every field's names: none may be a page.
 */
export const MaxHeaderChars = 255;

/**
 * A cell: Excel holds at most 32,767 characters, other programs' notes may run longer, but a
 * million is a quote that never closed, not data. The longest field a record takes is 10,000.
 */
export const MaxCellChars = 1_000_000;

/** A row: four of the longest cells. Rows are held a batch at a time, so one row must stay small. */
export const MaxRowChars = 4_000_000;

/** Parts of a workbook's zip: Excel writes a dozen plus a few per sheet; the directory is read whole. */
export const MaxZipEntries = 10_000;

/** The zip directory of MaxZipEntries parts with names and extras of about 1 KB each, read into memory. */
export const MaxZipDirectoryBytes = MaxZipEntries * 1024;

/**
 * Everything a workbook unzips to: a full worksheet of a million rows × 30 columns is about 1.5 GB
 * of XML. Worksheets are streamed, so this bounds time (reading 4 GB takes minutes), not memory.
 * Just under 4 GB: the most one zip part can hold without ZIP64, as the reader is handed each.
 */
export const MaxInflatedBytes = 4 * 1024 * MiB - 1;

/**
 * The workbook, relationships and styles parts, which exceljs reads whole into objects. Excel's
 * own limit of 64,000 cell formats comes to some 6 MB of styles; these parts are usually a few KB.
 */
export const MaxSmallPartBytes = 16 * MiB;

/**
 * The part holding the different texts (sharedStrings.xml), rich-text markup included: all of
 * it is read before the first row, so this bounds how long an upload can take (about a minute).
 */
export const MaxSharedStringsPartBytes = 512 * MiB;

/**
 * Different texts a workbook may hold, and their size together: they are kept (as UTF-8, 4 bytes
 * of index each) while the worksheet refers to them by number. A million rows hold 3–5 million,
 * some 60–80 MB; at these bounds the list takes at most about 160 MB.
 */
export const MaxSharedStrings = 8_388_608;
export const MaxSharedStringBytes = 128 * MiB;

/** XML nesting: SpreadsheetML nests about ten deep; the parser keeps every open element. */
export const MaxXmlDepth = 64;

/** One tag with its attributes: Excel's are under 1 KB; the parser holds a tag's attributes at once. */
export const MaxXmlTagBytes = 64 * 1024;

/** One text between tags: the longest cell, however escaped (up to 6 bytes a character), fits. */
export const MaxXmlTextBytes = 8 * MiB;

/**
 * One row of a worksheet, or one shared text, as XML: the parser holds a whole row (every cell)
 * before handing it on. The longest row (MaxRowChars) fits, as plain text.
 */
export const MaxXmlRecordBytes = 16 * MiB;
