// @vitest-environment jsdom
/**
 * Issue 17, points 2 and 5 on the rendered pages: a source dated after the recipe it describes
 * is marked "documented after this recipe" on the pin page, and pins that differ in one lever
 * name each other with the lever in words and a link to compare them. The dates are read from
 * the stored source texts' first lines, not from the code under test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { bundled, renderSettled, renderReady, resetApp } from './render-app';

const KIMI = 'kimi-k2-thinking-2x-rtx4090-48gb-sglang-kt-kernel';
const stored = (file: string) => readFileSync(resolve(__dirname, '../../profiles/sources', file), 'utf8');
const squash = (t: string) => t.replace(/\s+/g, ' ').trim();

beforeEach(resetApp);
afterEach(cleanup);

describe('the Kimi pin page', () => {
  test('marks the expert-scheduling tutorial as documented after this recipe, with both dates', async () => {
    // The stored texts say when each was written: the recipe's commit and the tutorial's first commit.
    const recipe = stored('kt-kimi-k2-thinking-native.txt').match(/dated (\d{4}-\d{2}-\d{2})/)![1]!;
    const tutorial = stored('kt-experts-sched-tutorial.txt').match(/first added (\d{4}-\d{2}-\d{2})/)![1]!;
    expect(tutorial > recipe).toBe(true);
    await renderSettled(`#/pin/${KIMI}`);
    const page = squash(document.body.textContent ?? '');
    expect(page).toContain(`documented after this recipe, dated ${recipe}`);
    expect(page).toContain(tutorial);
    expect(page).toMatch(/Documented after this recipe: the expert placement strategy/);
  });
});

describe('the DeepSeek-R1 HiCache pin page', () => {
  test('says beside the pinned quote that a newer revision reads differently', async () => {
    // The pinned revision's sentence and the newer revision's, from their stored texts.
    const pinned = 'The minimum allowed value is 2.';
    expect(stored('sglang-hicache-design.txt')).toContain(pinned);
    const newer = /The value of this parameter must be greater than 1/.exec(
      squash(stored('sglang-hicache-design-newer.txt')),
    )![0];
    await renderSettled('#/pin/deepseek-r1-sglang-hicache-tp8-hf3fs');
    const page = squash(document.body.textContent ?? '');
    // Where the pinned sentence is quoted as a caveat, the newer wording follows it.
    const beside = [...page.matchAll(/The minimum allowed value is 2\./g)].map((m) =>
      page.slice(m.index, m.index + 600),
    );
    expect(beside.length).toBeGreaterThan(0);
    expect(beside.some((b) => b.includes(newer))).toBe(true);
    expect(page).toContain('--hicache-mem-layout page_first_direct');
  });
});

describe('pins that differ in one lever', () => {
  const pairs = bundled.profiles.flatMap((p) => p.related.map((r) => [p.id, r.id] as const));

  test('name loaded pins, never themselves', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    const ids = new Set(bundled.profiles.map((p) => p.id));
    for (const [a, b] of pairs) {
      expect(ids.has(b), `${a} names ${b}`).toBe(true);
      expect(b, `${a} names itself`).not.toBe(a);
    }
  });

  // Keyed to this repository's pairs: a new pin may name an older one before that one is
  // edited to name it back, so the back link is checked on the pairs written together.
  test.each([
    ['deepseek-r1-8x-h20-3e-sglang-hicache-3fs', 'deepseek-r1-sglang-hicache-tp8-hf3fs'],
    ['deepseek-v3-2x-h200-8gpu-sglang-tp16', 'deepseek-v3-h200-8gpu-sglang-tp8'],
    ['glm-4.6-2x-strix-halo-llamacpp-rpc', 'qwen3-coder-30b-a3b-bf16-strix-halo-llamacpp'],
    ['gpt-oss-120b-2x-rtx3090-llamacpp-row-split', 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe'],
    [
      'kimi-k2-thinking-2x-rtx4090-48gb-sglang-kt-kernel',
      'kimi-k2-thinking-8x-l20-xeon-6454s-sglang-kt-amxint4',
    ],
    ['llama-3.1-405b-awq-2x-dgx-spark-vllm-tp2', 'llama-3.3-70b-2x-dgx-spark-vllm-tp2'],
  ])('%s and %s name each other', (a, b) => {
    expect(pairs).toContainEqual([a, b]);
    expect(pairs).toContainEqual([b, a]);
  });

  test('show the lever and a compare link on the pin page', async () => {
    const [a, b] = pairs[0]!;
    await renderSettled(`#/pin/${a}`);
    const list = screen.getByRole('list', { name: 'Pins that differ in one lever' });
    expect(within(list).getByRole('link', { name: b })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Compare side by side' }).getAttribute('href')).toContain(
      b,
    );
  });

  test('the compare view says what the lever is', async () => {
    const [a, b] = pairs[0]!;
    await renderReady(`#/compare/${a}/${b}`);
    const note = await screen.findByRole('note', { name: 'What differs' });
    // Who names whom, never a promise of one difference above a list of many (issue 30).
    expect(note.textContent).toMatch(/names (pin [AB]|the other) as a related pin, one lever apart\./);
    expect(note.textContent).not.toContain('differ in one lever');
    // The count is the one "Key differences" gives.
    const key = screen.getByRole('region', { name: 'Key differences' });
    const counted = /(\d+) of (\d+) aligned rows differ/.exec(key.textContent ?? '');
    expect(counted).not.toBeNull();
    expect(note.textContent).toContain(`${counted![1]} of ${counted![2]} aligned rows differ`);
  });
});
