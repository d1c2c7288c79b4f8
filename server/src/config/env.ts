// Reading environment variables: trimmed text, integers in a range, booleans and durations. A bad value is
// recorded in the shared problems list and the default is used, so loadConfig can report every problem at once.

export type Env = Record<string, string | undefined>;

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "15m", "7d", "30s", "2h" or a plain number of seconds → seconds. */
export function parseDuration(value: string): number | null {
  const m = /^\s*(\d+)\s*([smhd]?)\s*$/.exec(value);
  if (!m) return null;
  const n = Number(m[1]) * (m[2] ? DURATION_UNITS[m[2]] : 1);
  return n > 0 ? n : null;
}

export interface EnvReader {
  /** The trimmed value; undefined when unset or blank. */
  get(name: string): string | undefined;
  int(name: string, def: number, min: number, max: number): number;
  bool(name: string, def: boolean): boolean;
  /** Seconds. */
  duration(name: string, def: string): number;
  /** Every problem found so far, in the order found. */
  problems: string[];
}

export function envReader(env: Env, problems: string[] = []): EnvReader {
  const get = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const int = (name: string, def: number, min: number, max: number): number => {
    const raw = get(name);
    if (raw === undefined) return def;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return def;
    }
    return Number(raw);
  };
  const bool = (name: string, def: boolean): boolean => {
    const raw = get(name);
    if (raw === undefined) return def;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return def;
  };
  const duration = (name: string, def: string): number => {
    const raw = get(name) ?? def;
    const seconds = parseDuration(raw);
    if (seconds === null) {
      problems.push(`${name} must be a duration such as 30s, 15m, 2h, 7d (got "${raw}")`);
      return parseDuration(def)!;
    }
    return seconds;
  };
  return { get, int, bool, duration, problems };
}
