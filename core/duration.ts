// Minutes as people read them: the post page's reading time ("1시간 5분 분량", "1 hr 5 min
// read") and schema.org's `timeRequired` (docs/product/reading.md §11).

/** 125 → { hours: 2, minutes: 5 }; rounded to a whole minute, never negative. */
export function hoursAndMinutes(total: number): { hours: number; minutes: number } {
  const whole = Number.isFinite(total) ? Math.max(0, Math.round(total)) : 0;
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/**
 * "4분" / "4 min", "1시간 5분" / "1 hr 5 min", "2시간" / "2 hr": a duration in the words of a
 * catalogue's wording, `space` between a number and its word.
 */
export function spokenDuration(total: number, hour: string, minute: string, space = ""): string {
  const { hours, minutes } = hoursAndMinutes(total);
  const parts = hours ? [`${hours}${space}${hour}`] : [];
  if (minutes || !hours) parts.push(`${minutes}${space}${minute}`);
  return parts.join(" ");
}

/** The ISO 8601 duration schema.org's `timeRequired` takes: 4 → "PT4M", 60 → "PT1H", 125 → "PT2H5M". */
export function isoDuration(total: number): string {
  const { hours, minutes } = hoursAndMinutes(total);
  return `PT${hours ? `${hours}H` : ""}${minutes || !hours ? `${minutes}M` : ""}`;
}
