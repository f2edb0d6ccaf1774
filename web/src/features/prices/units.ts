// The admin pages speak percents and local times; the API hundredths of a percent and ISO times.

/** 7.25 for 725 hundredths of a percent. */
export const percentOf = (hundredths: number) => String(hundredths / 100);

/** 725 for '7.25'. */
export const hundredthsOf = (percent: string) => Math.round(Number(percent) * 100);

/** '7.25 %' for 725. */
export const formatPercent = (hundredths: number) => `${percentOf(hundredths)} %`;

/** A percent of at most two decimals, 0 to 100. */
export const percentPattern = /^\d{1,3}(\.\d{1,2})?$/;

/** The value of a datetime-local input for an ISO time, in the reader's time zone; '' for none. */
export function toLocalInput(iso?: string) {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO time of a datetime-local input's value; undefined for none. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined);

/** A whole number of 0 or more, 0 for an empty field. */
export const countOf = (value: string) => (value.trim() ? Number(value) : 0);
