/**
 * Every placement shape and state of the format, on one fixture (tests/fixtures/shapes): a
 * split, a home with a write-through copy, a per-rank scope, a place of execution apart from
 * residence, a residence an option opens, a row a setting unloads, a row the source says is
 * not loaded, a residence not stated, a presence not stated, an absent row, conflicts
 * between sources and a setting without a stated default. Each is ruled by the rules and
 * shown in the brief; nothing is added up.
 */
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { recipeSettings, effectiveSettings, type Settings } from '../../src/domain/placement/settings';
import { loadState } from '../../src/domain/placement/load-state';
import { checkMove } from '../../src/domain/placement/move-rules';
import { boardRows, findRow } from '../../src/domain/rows/rows';
import { shapes } from '../helpers/pins';
import { verdictSaid } from '../helpers/move-text';
import { said } from '../helpers/move-text';

const { profile, hardware } = shapes();
const ctx = (settings: Settings = {}, placement = asPinnedPlacement(profile)) => ({
  profile,
  hardware,
  placement,
  settings: effectiveSettings(profile, settings),
});
const move = (row: string, to: string, settings?: Settings) => said(checkMove(ctx(settings), { row, to }));

describe('the rows of a pin', () => {
  const rows = boardRows(profile);
  it('gives a split component one row per part and a copied component a home row and a copy row', () => {
    expect(
      rows.filter((r) => r.component.id === 'routed-experts').map((r) => [r.id, r.role, r.asPinned]),
    ).toEqual([
      ['experts-first-12', 'part', 'host-ram'],
      ['experts-rest', 'part', 'gpu'],
    ]);
    expect(rows.filter((r) => r.component.id === 'kv-cache').map((r) => [r.id, r.role, r.asPinned])).toEqual([
      ['kv-cache', 'home', 'gpu'],
      ['kv-host-copy', 'copy', 'host-ram'],
    ]);
  });

  it('starts rows the source does not place, or does not say exist, in "not-stated"; absent rows in "absent"', () => {
    const start = asPinnedPlacement(profile);
    expect(start.workspace).toBe('not-stated');
    expect(start['mtp-head']).toBe('not-stated');
    expect(start.engram).toBe('absent');
  });

  it('keeps the five load states apart', () => {
    const settings = effectiveSettings(profile, {});
    const state = (id: string) => loadState(profile, findRow(profile, id)!, settings).state;
    expect(state('experts-first-12')).toBe('loaded');
    expect(state('draft-model')).toBe('not-loaded');
    expect(state('vision-tower')).toBe('not-loaded-stated');
    expect(state('engram')).toBe('absent');
    expect(state('mtp-head')).toBe('presence-not-stated');
  });
});

describe('the rules on every shape', () => {
  it('moves one part of a split and leaves the other part where it was', () => {
    const r = move('experts-first-12', 'gpu');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.placement['experts-first-12']).toBe('gpu');
      expect(r.placement['experts-rest']).toBe('gpu');
    }
    expect(move('experts-first-12', 'local-disk')).toEqual({
      ok: false,
      reason: 'Experts are never read from disk while serving.',
    });
  });

  it('moves a copy without removing its home, and never puts a copy beside its home', () => {
    const r = move('kv-host-copy', 'local-disk');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.placement['kv-cache']).toBe('gpu');
    const onHome = move('kv-host-copy', 'gpu');
    expect(onHome.ok).toBe(false);
    if (!onHome.ok) expect(onHome.reason).toMatch(/already sits in GPU memory.*never counted twice/);
    const homeOnCopy = move('kv-cache', 'host-ram');
    expect(homeOnCopy.ok).toBe(false);
  });

  it('accepts a residence that an option opens only while that option is chosen', () => {
    const closed = move('embeddings', 'local-disk');
    expect(closed).toEqual({
      ok: false,
      reason: 'Only under LOAD=mmap: LOAD=mmap maps the embedding table from disk.',
    });
    expect(move('embeddings', 'local-disk', { LOAD: 'mmap' }).ok).toBe(true);
  });

  it('refuses a row a setting unloads, naming the setting, and accepts it once the setting loads it', () => {
    expect(move('draft-model', 'gpu')).toEqual({
      ok: false,
      reason: 'Draft model is not loaded under DRAFT=off.',
    });
    expect(move('draft-model', 'gpu', { DRAFT: 'on' }).ok).toBe(true);
  });

  it('refuses a row the source says is not loaded, in its words', () => {
    expect(move('vision-tower', 'gpu')).toEqual({
      ok: false,
      reason: 'Vision tower is not loaded: The vision tower ships in the checkpoint but is not loaded.',
    });
  });

  it('refuses every lane for a row whose residence is not stated, and never files it in the ledger', () => {
    for (const lane of hardware.lanes) {
      const r = move('workspace', lane.id);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/does not say where Workspace lives/);
    }
    expect(move('workspace', 'ledger').ok).toBe(false);
  });

  it('refuses a row whose presence is not stated, and an absent row, everywhere', () => {
    for (const lane of hardware.lanes) {
      expect(move('mtp-head', lane.id)).toEqual({
        ok: false,
        reason: 'The source does not say whether MTP head is in this pin.',
      });
      expect(move('engram', lane.id)).toEqual({ ok: false, reason: 'This model has no Engram table.' });
    }
  });
});

describe('what the calculator and the brief make of it', () => {
  it('stays "not established" and lists a conflict as unknown, never picking a value', () => {
    const v = verdictSaid(profile, hardware);
    expect(v.status).toBe('not-established');
    expect(v.arithmetic).toEqual([]);
    expect(v.used.join('\n')).toMatch(/2 GPUs per node, each its own capacity/);
  });

  it('shows each shape and state in the brief', () => {
    const brief = pinBrief({ profile, hardware, settings: recipeSettings(profile) });
    expect(brief).toMatch(
      /Experts of the first 12 layers \(part: --n-cpu-moe 12; share 12 of 48 layers; executes in GPU memory\)/,
    );
    expect(brief).toMatch(/KV cache \(home copy; Each rank holds its own share of the KV heads\./);
    expect(brief).toContain('KV write-through copy (write-through copy, not counted twice');
    expect(brief).toMatch(/Residence not stated\nThe source does not say where these rows live\./);
    expect(brief).toContain('Presence not stated: MTP head. Not absent, and not zero bytes.');
    expect(brief).toMatch(
      /Vision tower \(not loaded\): .* Not loaded: The vision tower ships in the checkpoint but is not loaded\./,
    );
    expect(brief).toContain('not loaded under DRAFT=off');
    expect(brief).toContain('LOAD: no default stated by the source');
    expect(brief).toMatch(
      /Layers: conflict between sources: 47, "47 layers" \(Example serving notes \(fixture\)\) vs 48, "All 48 layers" \(Example model card \(fixture\)\)/,
    );
    expect(brief).toMatch(/EP conflict between sources: 1, "EP 1"/);
    expect(brief).toContain(
      'Capacity: GPU memory: 24 GB per GPU; 2 GPUs per node, each its own capacity; usable bytes unknown.',
    );
    expect(brief).toContain('Unpinned source');
    expect(brief).toContain('Two GPUs are two capacities, never one pool. (site note)');
    expect(brief).not.toMatch(/\[object Object\]|undefined|NaN/);
  });

  it('shows the figures an option carries and the residence it opens', () => {
    const brief = pinBrief({ profile, hardware, settings: { LOAD: 'mmap' } });
    expect(brief).toContain(
      'Stated figure under this option: about 2 GB (prose size): The mapped table is about 2 GB.',
    );
    expect(brief).toContain(
      'Opens Local disk path for Embedding table: LOAD=mmap maps the embedding table from disk.',
    );
  });
});
