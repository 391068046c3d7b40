// (d) check-profiles over 1,000 generated valid profiles and 1,000 broken ones.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** One change per broken file, cycling through the kinds of mistake contributors make. */
const BREAKERS = [
  ['not JSON', () => '{ "id": '],
  ['missing field', (p) => (delete p.title, p)],
  ['wrong type', (p) => ((p.nodes = 'two'), p)],
  ['unknown hardware id', (p) => ((p.hardware = 'no-such-hardware'), p)],
  ['undefined source id', (p) => ((p.components[1].sources = ['no-such-source']), p)],
  ['lane not offered', (p) => ((p.components[1].residences[0].lane = 'nvme-tier'), p)],
  ['non-integer bytes', (p) => ((p.components[0].fileBytes = 1.5), p)],
  ['unknown key', (p) => ((p.surprise = true), p)],
];

export function generate(root, count) {
  const seed = JSON.parse(readFileSync('profiles/glm-5.3-flash-mia-tensorfold-tp2.json', 'utf8'));
  const valid = join(root, 'valid');
  const broken = join(root, 'broken');
  for (const d of [valid, broken]) mkdirSync(join(d, 'hardware'), { recursive: true });
  for (const f of readdirSync('profiles/hardware')) {
    copyFileSync(join('profiles/hardware', f), join(valid, 'hardware', f));
    copyFileSync(join('profiles/hardware', f), join(broken, 'hardware', f));
  }
  const kinds = [];
  for (let i = 0; i < count; i++) {
    const p = structuredClone(seed);
    p.id = `generated-pin-${i}`;
    p.doNotBlendWith = [];
    writeFileSync(join(valid, `generated-pin-${i}.json`), JSON.stringify(p));
    const [kind, breakIt] = BREAKERS[i % BREAKERS.length];
    const b = breakIt(structuredClone({ ...p, id: `broken-pin-${i}` }));
    writeFileSync(join(broken, `broken-pin-${i}.json`), typeof b === 'string' ? b : JSON.stringify(b));
    kinds.push(kind);
  }
  return { valid, broken, kinds };
}

function checkCommand() {
  const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts['check-profiles'];
  const [cmd, ...args] = script.split(/\s+/);
  return { cmd, args };
}

function timed(files) {
  const { cmd, args } = checkCommand();
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, [...args, ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { seconds, status: r.status, out: `${r.stdout}${r.stderr}` };
}

export function checkProfiles(count = 1000) {
  const root = join(tmpdir(), `pe-bench-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  const { valid, broken } = generate(root, count);
  const list = (d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(d, f));
  const hw = (d) => readdirSync(join(d, 'hardware')).map((f) => join(d, 'hardware', f));
  const good = timed([...hw(valid), ...list(valid)]);
  const bad = timed([...hw(broken), ...list(broken)]);
  const named = list(broken).filter((f) => bad.out.includes(f.split('/').pop())).length;
  rmSync(root, { recursive: true, force: true });
  return {
    validSeconds: good.seconds,
    validExit: good.status,
    brokenSeconds: bad.seconds,
    brokenExit: bad.status,
    brokenWithMessage: named,
    count,
  };
}
