/**
 * A page's "Last updated" date as `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short',
 * year: 'numeric', timeZone: 'UTC'})` writes it ("Nov 14, 2023"), without Intl: the first
 * DateTimeFormat a page creates makes the browser load its date data, a 60–470 ms task on
 * every doc page load for one date. The site has one locale, English.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function formatUpdatedDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
