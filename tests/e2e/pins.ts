/**
 * Every pin in profiles/, read from the files themselves, so a new pin is checked by every
 * per-pin browser test without a line changed.
 */
import { readdirSync, readFileSync } from 'node:fs';

export type PinJson = {
  id: string;
  hardwareMatch: boolean;
  hardwareNote?: string | { quote: string } | { siteNote: string };
  hardware: string;
  boardNotes?: unknown[];
  settings?: { name: string; label: string }[];
  doNotBlendWith?: string[];
  related?: { id: string }[];
};

export const PINS: PinJson[] = readdirSync('profiles')
  .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
  .map((f) => JSON.parse(readFileSync(`profiles/${f}`, 'utf8')) as PinJson);

export const hardwareOf = (p: PinJson) =>
  JSON.parse(readFileSync(`profiles/hardware/${p.hardware}.json`, 'utf8')) as {
    lanes: { label: string; capacityLabel?: string }[];
  };
