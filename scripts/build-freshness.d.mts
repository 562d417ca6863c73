export interface BuildTarget {
  output: string;
  sources: string[];
}
export const WEB_BUILD: BuildTarget;
export const SERVER_BUILD: BuildTarget;
export function isStale(build: BuildTarget): boolean;
