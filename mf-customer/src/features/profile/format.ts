import { formatNumber, parseAmount, RIAL_UNIT } from '@sefaresh/shared-ui';

/** A count with Persian digits; missing reads as zero. */
export function count(value: unknown): string {
  return formatNumber(parseAmount(value) ?? 0);
}

/** Whether the server sent an amount at all ("when present", spec 000 §2). */
export function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && parseAmount(value) !== null;
}

/** A rial sum of the statistics; zero is a real zero here, not a pending price. */
export function rialSum(value: unknown): string {
  return `${formatNumber(Math.round(parseAmount(value) ?? 0))} ${RIAL_UNIT}`;
}
