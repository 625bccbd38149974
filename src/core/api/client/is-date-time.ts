// The contract's `format: 'date-time'`, as TypeBox's format registry defines it (RFC 3339 date-time
// with an optional RFC 9557 suffix), for the answer checks generated at build time: the browser
// bundles carry this instead of TypeBox's format module. scripts/contract-checks.test.ts proves the two agree.

const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const TIME = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:([Zz])|([+-])(\d\d):(\d\d))$/;
const SUFFIX =
  /^(?:\[!?(?:(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13}(?:\/(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13})*|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])\](?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*|(?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*)$/;

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : (DAYS[month] ?? 0));
}

function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (!match) return false;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const offsetSign = match[5] === '-' ? -1 : 1;
  const [offsetHours, offsetMinutes] = [Number(match[6] ?? 0), Number(match[7] ?? 0)];
  if (hour > 23 || minute > 59 || second > 60 || offsetHours > 23 || offsetMinutes > 59) return false;
  if (second < 60) return true;
  // A leap second is 23:59:60 in UTC only.
  const utcMinutes = hour * 60 + minute - offsetSign * (offsetHours * 60 + offsetMinutes);
  return ((utcMinutes % 1440) + 1440) % 1440 === 1439;
}

/** Whether `text` is an RFC 3339 date-time with a time zone, e.g. `2026-11-26T18:12:31Z`. */
export function isDateTime(text: string): boolean {
  const bracket = text.indexOf('[');
  if (bracket !== -1 && !SUFFIX.test(text.slice(bracket))) return false;
  const parts = (bracket === -1 ? text : text.slice(0, bracket)).split(/T/i);
  return parts.length === 2 && isDate(parts[0] ?? '') && isTime(parts[1] ?? '');
}
