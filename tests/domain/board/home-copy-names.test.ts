/**
 * A home copy is named by its component (issue 31): two components whose home copies an author
 * labels the same ("Home copy", as a person writes it) give two rows the board, its "Move"
 * handles and the short brief tell apart. Generated pins of every shape (their home copies all
 * labelled "Home copy") name each of their rows once.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boardRows, rowName } from '../../../src/domain/rows/rows';
import { pinBriefShort } from '../../../src/domain/brief/short-pin-brief';
import type { Component } from '../../../src/domain/profile/schema/components';
import { loadAll } from '../../../src/profiles/validate';
import { generatedPinArb } from '../../helpers/generated-pins';
import { copyOf, shapes } from '../../helpers/pins';

/** The shapes fixture with its KV cache's home copy and a second component's both labelled "Home copy". */
function twoHomeCopies() {
  const { profile, hardware } = shapes();
  const p = copyOf(profile);
  const kv = p.components.find((c) => c.id === 'kv-cache')!;
  const drafter = p.components.find((c) => c.id === 'draft-model')!;
  const copies = kv.asPinned as Extract<Component['asPinned'], { copies: unknown }>;
  kv.asPinned = { ...copies, home: { ...copies.home, label: 'Home copy' } };
  drafter.asPinned = {
    home: { lane: 'gpu', label: 'Home copy' },
    copies: [
      {
        id: 'draft-host-copy',
        label: 'Host copy',
        kind: 'cache',
        lane: 'host-ram',
        evidence: 'Kept in host RAM.',
      },
    ],
  };
  return { profile: p, hardware };
}

describe('home copies', () => {
  it('labelled alike by their author are named by their component', () => {
    const { profile } = twoHomeCopies();
    const homes = boardRows(profile).filter((r) => r.role === 'home');
    expect(homes.map(rowName)).toEqual(['KV cache: Home copy', 'Draft model: Home copy']);
  });

  it('labelled alike are told apart in the short brief', () => {
    const short = pinBriefShort({ ...twoHomeCopies(), placement: {}, settings: {} });
    expect(short).toContain('KV cache: Home copy (home copy');
    expect(short).toContain('Draft model: Home copy (home copy');
  });

  it('whose label already names the component keep it as it is', () => {
    const { profile } = shapes();
    const p = copyOf(profile);
    const kv = p.components.find((c) => c.id === 'kv-cache')!;
    const copies = kv.asPinned as Extract<Component['asPinned'], { copies: unknown }>;
    kv.asPinned = { ...copies, home: { ...copies.home, label: 'KV cache, L1 (GPU memory)' } };
    expect(
      boardRows(p)
        .filter((r) => r.role === 'home')
        .map(rowName),
    ).toEqual(['KV cache, L1 (GPU memory)']);
  });
});

describe('generated pins', () => {
  it('name each row once, so no two "Move" handles on one board share a name', () => {
    fc.assert(
      fc.property(generatedPinArb(0, []), (pin) => {
        const { profiles } = loadAll(
          [{ file: 'generated/hardware/0.json', text: JSON.stringify(pin.hardware) }],
          [{ file: 'generated/0.json', text: JSON.stringify(pin.profile) }],
        );
        const names = boardRows(profiles[0]!).map(rowName);
        expect(names.length).toBe(new Set(names).size);
      }),
      { numRuns: 30 },
    );
  });
});
