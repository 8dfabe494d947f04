export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export const HEADLESS_CHROMIUM_FLAGS: string[];
