import type { Plugin } from 'esbuild';

export const SERVER_BUNDLE: string;
export function buildServer(options?: { outDir?: string; plugins?: Plugin[] }): Promise<void>;
