/**
 * Kept so tests written before the one pin loader still compile: everything here is
 * tests/helpers/pins.ts under its old names. Import from ./pins in new tests.
 */
export {
  DISCRETE_FIXTURES_DIR,
  DISCRETE_HARDWARE_ID,
  DISCRETE_PROFILE_ID,
  MIA as MIA_ID,
  MIA_FILE,
  PROFILES_DIR,
  ROOT,
  SHAPES_FIXTURES_DIR,
  SPARK_ID,
  discrete,
  everyPin as loadedPins,
  hardwareOf,
  loadBundled,
  loadDir,
  loadDiscreteFixture,
  mia,
  pinById,
  shapes,
} from './pins';
