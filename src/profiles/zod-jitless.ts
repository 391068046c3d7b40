/**
 * Imported before any schema is built, in the browser only: zod v4 probes `new Function`
 * when a schema is created, and the app's Content-Security-Policy (no eval) reports that
 * probe as a violation even though zod catches it. Jitless mode skips the probe.
 */
import { z } from 'zod';

z.config({ jitless: true });
