// What a start with these settings would refuse: the issues of the ConfigError that loadConfig
// throws (each naming its variable, in Korean and English), or none when they load.
import { ConfigError, loadConfig } from "../../server/config";

export function configIssuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
}
