export const CHROMIUM_ARGS: readonly string[];
export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
