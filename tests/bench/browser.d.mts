/** Types for the part of browser.mjs that playwright.config.ts shares: Chromium's arguments. */
export declare const CHROMIUM_ARGS: string[];
