export interface StaticServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** Serves another directory from the next request on. */
  setRoot(dir: string): void;
  close(): Promise<void>;
}

export function startStaticServer(options: { root: string; port?: number; host?: string; log?: boolean }): Promise<StaticServer>;
