/**
 * Times in the documents people receive read in the firm's zone (`FIRM_TIME_ZONE`), the same
 * zone the dashboards count days in, whoever downloads them: a call at 09:30 in London reads
 * 09:30 in the file, not 08:30 UTC.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(zone, format);
  }
  return format;
}

/**
 * The wall-clock time `instant` shows in `zone`, as a Date whose UTC fields hold it. A
 * spreadsheet cell has no time zone: it shows exactly these fields, so this is what a date cell
 * is written from.
 */
export function wallClockIn(zone: string, instant: Date | string): Date {
  const parts = Object.fromEntries(
    wallClockFormat(zone)
      .formatToParts(typeof instant === 'string' ? new Date(instant) : instant)
      .map((part) => [part.type, part.value]),
  );
  return new Date(
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9's DD/MM/YYYY, of the day `instant` falls on in `zone`. */
export function formatFirmDate(zone: string, instant: Date | string | null): string {
  if (instant === null) return '';
  const d = wallClockIn(zone, instant);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** DD/MM/YYYY HH:mm in `zone`, where the time of day matters (a call, a run of a report). */
export function formatFirmDateTime(zone: string, instant: Date | string | null): string {
  if (instant === null) return '';
  const d = wallClockIn(zone, instant);
  return `${formatFirmDate(zone, instant)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
