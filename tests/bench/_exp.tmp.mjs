import { build } from 'vite';
const out = process.argv[2];
const closure = (ctx, roots) => {
  const seen = new Set();
  const walk = (id) => { if (seen.has(id)) return; seen.add(id); for (const d of ctx.getModuleInfo(id)?.importedIds ?? []) walk(d); };
  roots.forEach(walk);
  return seen;
};
let cache;
const name = (id, ctx) => {
  if (!cache) {
    const all = [...ctx.getModuleInfo(id) ? [] : []];
    cache = {};
  }
  if (!cache.initial) {
    // find entry: walk up importers from id until isEntry
    const entries = new Set();
    const up = (m, seen = new Set()) => { if (seen.has(m)) return; seen.add(m); const i = ctx.getModuleInfo(m); if (!i) return; if (i.isEntry) entries.add(m); for (const p of [...i.importers, ...i.dynamicImporters]) up(p, seen); };
    up(id);
    const entry = [...entries].find((e) => e.endsWith('index.html') || e.endsWith('main.tsx')) ?? [...entries][0];
    cache.entry = entry;
    cache.initial = closure(ctx, [entry]);
    const pv = [...closure(ctx, [entry]), ...[]];
    // find PinView and Board modules by walking all modules reachable incl dynamic
    const every = new Set();
    const walkAll = (m) => { if (every.has(m)) return; every.add(m); const i = ctx.getModuleInfo(m); for (const d of [...(i?.importedIds ?? []), ...(i?.dynamicallyImportedIds ?? [])]) walkAll(d); };
    walkAll(entry);
    const roots = [...every].filter((m) => /src\/ui\/pin\/PinView\.tsx$|src\/ui\/board\/Board\.tsx$/.test(m));
    cache.pin = closure(ctx, roots);
    console.error('entry', entry, 'initial', cache.initial.size, 'pin', cache.pin.size, roots);
  }
  if (cache.initial.has(id)) return process.env.MERGE_INITIAL ? 'start' : null;
  if (cache.pin.has(id)) return 'pin-view';
  return null;
};
await build({ logLevel: 'error', build: { outDir: out, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: { groups: [{ name: (id, ctx) => (name(id, ctx) === 'start' ? 'start' : null), priority: 2 }, { name: (id, ctx) => (name(id, ctx) === 'pin-view' ? 'pin-view' : null), priority: 1 }] } } } } });
