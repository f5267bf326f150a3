import { envSchema, type Env } from '@signpost/config';

/** The settings a process would start with, read like loadConfig does: an empty value means unset. */
export function settingsFromEnvironment(environment: Record<string, string>): Env {
  const present = Object.entries(environment).filter(([, value]) => value !== '');
  return envSchema.parse(Object.fromEntries(present));
}
