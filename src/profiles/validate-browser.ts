/**
 * The validator as the browser loads it: jitless zod first (see ./zod-jitless), so the
 * schemas are built without probing eval. The CLI keeps zod's compiled parsers and
 * imports ./validate directly.
 */
import './zod-jitless';

export { validateHardware, validateProfile } from './validate';
