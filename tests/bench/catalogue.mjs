// A generated catalogue: `count` valid pins on the bundled hardware files (a handful), each
// a copy of one of the bundled pins under its own id, title and subtitle, so the pin list's
// search and filters have real hardware, models, runtimes and licenses to work on. Written
// to a directory of its own (never committed); the app is built from it through
// PLACEMENT_PROFILES_DIR (src/profiles/bundled-plugin.ts).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PROFILES = 'profiles';

export function generateCatalogue(dir, count) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'hardware'), { recursive: true });
  for (const f of readdirSync(join(PROFILES, 'hardware')).filter((f) => f.endsWith('.json')))
    copyFileSync(join(PROFILES, 'hardware', f), join(dir, 'hardware', f));
  const seeds = readdirSync(PROFILES)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(PROFILES, f), 'utf8')));
  const ids = [];
  for (let i = 0; i < count; i++) {
    const seed = seeds[i % seeds.length];
    const p = structuredClone(seed);
    delete p.$schema;
    const n = String(i).padStart(4, '0');
    p.id = `${seed.id}-n${n}`;
    p.title = `${seed.title} (catalogue ${n})`;
    p.subtitle = `${seed.subtitle} · variant ${n}`;
    // A generated pin names no other pin: the seeds' do-not-blend links point at each other.
    p.doNotBlendWith = [];
    delete p.blendNote;
    writeFileSync(join(dir, `${p.id}.json`), JSON.stringify(p));
    ids.push(p.id);
  }
  return { dir, ids, seeds: seeds.map((s) => ({ id: s.id, title: s.title, hardware: s.hardware })) };
}
