/** The "Last updated" date reads as the theme's Intl formatter wrote it. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {formatUpdatedDate} from '../../src/shell/format-date';

test('"Last updated" dates read as Intl writes them in English, in UTC', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  // Every month, both ends of each day (a local time zone must not shift the date), and leap days.
  const dates = [Date.UTC(2024, 1, 29), Date.UTC(2000, 0, 1), Date.UTC(2099, 11, 31, 23, 59, 59)];
  for (let month = 0; month < 12; month++)
    dates.push(Date.UTC(2025, month, 1, 0, 0, 0), Date.UTC(2025, month, 28, 23, 59, 59));
  for (const time of dates) assert.equal(formatUpdatedDate(new Date(time)), intl.format(new Date(time)));
});
