export const CONNECT_SERVERS_VARIABLE: 'VITE_CONNECT_SERVERS';
/** Why `entry` cannot be in the list, or null when it can. */
export function connectServerProblem(entry: string): string | null;
/** The origins listed in the variable's value (none when blank); throws on an entry that is not an origin. */
export function connectServers(value: string | undefined): string[];
