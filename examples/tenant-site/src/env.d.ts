/** The platform's URL from PLEIN_PLATFORM_URL at build time, '' when unset (vite.config.ts). */
declare const __PLEIN_PLATFORM_URL__: string;
