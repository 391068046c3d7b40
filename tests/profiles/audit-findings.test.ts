/**
 * Issue 29's audit, finding by finding: each is fixed against the real source it names (the
 * stored source text is the expectation), or the pin says why the source leaves it open. The
 * findings that a rule over every pin already holds are in command-fields.test.ts (a command's
 * context, TP, EP, --rpc) and source-dates.test.ts (the seven later-dated sources).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proseText } from '../../src/domain/profile/prose';
import { pin, SOURCES_DIR } from '../helpers/pins';

const stored = (file: string) => readFileSync(resolve(SOURCES_DIR, file), 'utf8').replace(/\s+/g, ' ');
const words = (value: unknown) => JSON.stringify(value);

describe('contradicted (2)', () => {
  it('GLM-4.6 over RPC runs on two machines, as its script and hardware note say', () => {
    expect(pin('glm-4.6-2x-strix-halo-llamacpp-rpc').profile.nodes).toBe(2);
  });

  it("the HF3FS pin's one node is SGLang's --nnodes default, which it cites", () => {
    const { profile, hardware } = pin('deepseek-r1-sglang-hicache-tp8-hf3fs');
    expect(profile.nodes).toBe(1);
    expect(words(profile)).toContain('| `--nnodes` | The number of nodes. | `1` | Type: int |');
    expect(words(hardware)).not.toMatch(/Two machines/i);
  });

  it('gpt-oss row split: the experts left on the GPUs are not split by rows, as the multi-GPU guide says', () => {
    const quote = 'Splits only dense weights across GPUs.';
    expect(stored('llamacpp-multi-gpu-doc.txt')).toContain(quote);
    const text = words(pin('gpt-oss-120b-2x-rtx3090-llamacpp-row-split').profile);
    expect(text).toContain(quote);
    expect(text).toContain('(not split by rows)');
    expect(text).toContain('does not state its llama.cpp build');
  });
});

describe('stated but left unknown (7; the contexts and the SGLang EP defaults are held for every pin)', () => {
  it("the Llama-2 pin's vLLM licence is the SPDX line of the cited cache.py", () => {
    const line = '# SPDX-License-Identifier: Apache-2.0';
    expect(stored('vllm-config-cache-c1d8642.txt')).toContain(line);
    const vllm = pin('llama-2-13b-24gb-gpu-vllm-cpu-offload-gb').profile.licenses.find((l) =>
      /vLLM/.test(l.name),
    );
    expect(vllm?.spdx).toBe('Apache-2.0');
    expect(words(vllm)).toContain(line);
  });

  it("the Strix Halo README's 128 GB RAM reaches the hardware", () => {
    expect(stored('strix-halo-toolboxes-readme.txt')).toContain('| **System Memory** | 128 GB RAM');
    const { hardware } = pin('qwen3-coder-30b-a3b-bf16-strix-halo-llamacpp');
    expect(hardware.lanes.map((l) => l.capacityLabel)).toContain('128 GB RAM');
  });
});

describe('not found (6)', () => {
  const sparks = ['llama-3.3-70b-2x-dgx-spark-vllm-tp2', 'llama-3.1-405b-awq-2x-dgx-spark-vllm-tp2'];

  it.each(sparks)(
    '%s: no download into each node’s cache, and 128 GB per Spark quoted from its source',
    (id) => {
      const { profile, hardware } = pin(id);
      expect(words(profile)).not.toMatch(/each node's Hugging Face cache/i);
      const note = hardware.notes.map((n) => proseText(n)).find((n) => /128 GB/.test(n));
      expect(note).toBeDefined();
      expect(stored('seed-000-glm-mia-tensorfold-tp2-page.txt')).toContain(note!);
    },
  );

  it("the 405B pin's licence is its own step's, not the 70B step's", () => {
    const playbook = stored('dgx-spark-vllm-playbook.txt');
    expect(playbook).toContain('Llama 3.3 70B is a gated model');
    expect(playbook).toContain('Step 10. (Optional) Deploy Llama 3.1 405B model');
    const text = words(pin('llama-3.1-405b-awq-2x-dgx-spark-vllm-tp2').profile.licenses);
    expect(text).toContain('Step 10');
    expect(text).not.toContain('Llama 3.3 70B is a gated model');
  });

  it('the Kimi AMX title names no single Xeon where the sources point to two sockets', () => {
    const { title } = pin('kimi-k2-thinking-8x-l20-xeon-6454s-sglang-kt-amxint4').profile;
    expect(title).not.toMatch(/\ba Xeon Gold 6454S/);
    expect(title).toContain('socket count not stated');
  });
});
