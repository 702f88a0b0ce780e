// The local Realtime Database server: see server.ts (startRtdbServer) and ../cli.ts.
export { startRtdbServer, DEFAULT_PROJECT_ID, type RtdbServer, type RtdbServerOptions } from './server.ts';
export { allowAllRules } from './allow-all.ts';
export type { RulesOption } from './rules-option.ts';
export { trafficSince, type Traffic } from './traffic.ts';
