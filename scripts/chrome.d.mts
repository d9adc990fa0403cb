export function findChrome(): string | undefined;
export const chromeInstallHint: string;
export const chromeArgs: string[];
