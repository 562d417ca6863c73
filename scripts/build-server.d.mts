export function buildServer(): Promise<void>;
export function ensureServerBuild(): Promise<void>;
export const SERVER_NODE_FLAGS: string[];
export const SERVER_COMMAND: string[];
