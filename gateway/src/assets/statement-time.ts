/** An instant as members read it, in GMT+8 (no daylight saving): `2030-06-01 08:30:00`. */
export function gmt8Time(instant: string): string {
  return new Date(Date.parse(instant) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
