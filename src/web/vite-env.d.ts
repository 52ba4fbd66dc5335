/// <reference types="vite/client" />

/** The build's version, compared with the server's version.json on every navigation. */
declare const __APP_VERSION__: string;
