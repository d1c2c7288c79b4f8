/** Cuts a text to `max` characters with an ellipsis (previews: comments, announcement descriptions). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  return `${value.slice(0, Math.max(0, max)).trimEnd()}…`;
}
