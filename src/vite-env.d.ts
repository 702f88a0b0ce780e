/// <reference types="vite/client" />

/** The app version from package.json, injected by vite.config.ts. */
declare const __APP_VERSION__: string;
