/**
 * The KV cache across TP ranks on the HiCache pins (issue 30, item 8): the rule is the pins' own
 * source (SGLang's HiCache design), the model's attention is cited from its publisher's
 * repositories, every quote is checked word for word against the stored text, and per-rank bytes
 * stay unknown where the pin publishes none.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ATTENTION_OF, KV_RANK_RULE, kvRanksOf } from '../../src/domain/explore/kv-ranks';
import { loadBundled, ROOT, SOURCES_DIR } from '../helpers/pins';

const { profiles } = loadBundled();
const EXCERPTS = resolve(ROOT, 'tests/fixtures/attention-sources');

describe('HiCache pins: the KV per rank', () => {
  test('exactly the two HiCache pins, at TP 8: DeepSeek-R1 is MLA, so the whole KV on every rank', () => {
    const found = profiles.flatMap((p) => {
      const k = kvRanksOf(p);
      return k ? [[p.id, k.tp, k.consequence, k.perRankBytes]] : [];
    });
    expect(found).toEqual([
      ['deepseek-r1-8x-h20-3e-sglang-hicache-3fs', 8, 'whole-on-every-rank', 'unknown'],
      ['deepseek-r1-sglang-hicache-tp8-hf3fs', 8, 'whole-on-every-rank', 'unknown'],
    ]);
  });

  test('the rule is quoted word for word from the pins\u2019 stored source', () => {
    const text = readFileSync(resolve(SOURCES_DIR, 'sglang-hicache-design.txt'), 'utf8');
    expect(text).toContain(KV_RANK_RULE.quote);
  });

  test('each attention citation is in the excerpt stored from that repository at that commit', () => {
    const files = ['deepseek-r1-readme.txt', 'deepseek-v3-readme.txt'].map((f) =>
      readFileSync(resolve(EXCERPTS, f), 'utf8'),
    );
    for (const { cites } of Object.values(ATTENTION_OF))
      for (const c of cites) {
        const file = files.find((t) =>
          t.startsWith(`Source: ${c.repo} ${c.path}@${c.commit}, checked ${c.checked}.`),
        );
        expect(file, `${c.repo}@${c.commit}`).toBeDefined();
        expect(file!.replace(/\s+/g, ' ')).toContain(c.quote);
      }
  });
});
