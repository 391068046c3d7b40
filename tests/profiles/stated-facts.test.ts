/**
 * Issue 17, point 1: facts the cited sources state are never left "unknown" or "not stated".
 * Each test starts from the stored excerpt that states the fact (profiles/sources/), reads the
 * value out of the source's own words, and then checks that the pin holds it and that the
 * copied brief prints it. Nothing expected here is copied from the code under test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { recipeSettings } from '../../src/domain/placement/settings';
import { checkMove } from '../../src/domain/placement/move-rules';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { hardwareOf, loadBundled, pinById } from '../helpers/load-bundled';
import { SOURCES_DIR, normalizeWhitespace } from '../helpers/provenance';

const loaded = loadBundled();
const GPT_OSS = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const DEEPSEEK = 'deepseek-r1-sglang-hicache-tp8-hf3fs';
const KIMI = 'kimi-k2-thinking-2x-rtx4090-48gb-sglang-kt-kernel';

/** The stored text of one source file, whitespace-normalised. */
const stored = (file: string) => normalizeWhitespace(readFileSync(resolve(SOURCES_DIR, file), 'utf8'));
/** The first capture of `re` in the stored text; fails the test when the excerpt is not there. */
function statedIn(file: string, re: RegExp): string[] {
  const m = stored(file).match(re);
  expect(m, `${file} states ${re}`).not.toBeNull();
  return m!.slice(1);
}
const pin = (id: string) => {
  const profile = pinById(loaded, id);
  const hardware = hardwareOf(loaded, profile);
  return { profile, hardware, brief: normalizeWhitespace(pinBrief({ profile, hardware })) };
};

describe('gpt-oss-120b: what its cited sources state', () => {
  const { profile, hardware, brief } = pin(GPT_OSS);

  it('routes 4 of 128 experts per token, as the Unsloth guide says', () => {
    const [perToken, routed] = statedIn(
      'unsloth-gpt-oss-guide.txt',
      /the 120B model selects (\d+) out of (\d+) per token/,
    );
    expect(profile.model.expertsPerToken).toBe(Number(perToken));
    expect(profile.model.routedExperts).toBe(Number(routed));
    expect(brief).toContain(`the 120B model selects ${perToken} out of ${routed} per token`);
  });

  it('keeps the KV cache on the GPU: KV offload is on by default and the default split puts KV with the layers', () => {
    const [kvDefault] = statedIn(
      'llamacpp-server-readme.txt',
      /whether to enable KV cache offloading \(default: (\w+)\)/,
    );
    const [split] = statedIn(
      'llamacpp-server-readme.txt',
      /- (layer) \(default\): split layers and KV across GPUs/,
    );
    expect(kvDefault).toBe('enabled');
    const kv = profile.components.find((c) => c.id === 'kv-cache')!;
    expect(kv.asPinned).toBe('gpu-memory');
    expect(JSON.stringify(kv.residences)).toContain(`${split} (default): split layers and KV across GPUs`);
    const ctx = {
      profile,
      hardware,
      placement: asPinnedPlacement(profile),
      settings: recipeSettings(profile),
    };
    expect(checkMove(ctx, { row: 'kv-cache', to: 'gpu-memory' }).ok).toBe(true);
    expect(brief).not.toMatch(/do not state where the KV cache lives/);
  });

  it("prints Unsloth's recommended minimum context", () => {
    const [tokens] = statedIn('unsloth-gpt-oss-guide.txt', /Recommended minimum context: ([\d,]+)/);
    expect(brief).toContain(`Recommended minimum context: ${tokens}`);
    expect(profile.concurrency.figures.map((f) => f.kind === 'token-count' && f.value)).toContain(
      Number(tokens!.replace(/,/g, '')),
    );
  });

  it("prints the llms-demo page's ~60 GB download and 64 GB minimum RAM, as prose, never as bytes", () => {
    const [download] = statedIn('gperdrizet-llms-demo-models.txt', /\*\*Download size\*\* \| (~\d+ GB) \|/);
    const [ram] = statedIn('gperdrizet-llms-demo-models.txt', /\*\*Min system RAM\*\* \| ([^|]+?) \|/);
    expect(brief).toContain(`${download} (prose size)`);
    expect(brief).toContain(ram);
    const checkpoint = profile.components.find((c) => c.id === 'gguf-checkpoint')!;
    expect(checkpoint.fileBytes).toBe('unknown');
  });
});

describe('DeepSeek-R1 HiCache: what its cited sources state', () => {
  const { profile, brief } = pin(DEEPSEEK);

  it("names the Mooncake benchmark's model", () => {
    const [model] = statedIn('mooncake-hicache-benchmark.txt', /- Model: (Qwen3-[\w.-]+)/);
    expect(brief).toContain(model);
    expect(brief).not.toMatch(/model is not named/);
  });

  it('reports the LMSYS run on 8 * H20-3e, its context length, and the kernel backend its page_first layout needs', () => {
    const [hardware] = statedIn('lmsys-hicache-blog.txt', /# DeepSeek R1 on (8 \* H20-3e) using 3FS/);
    const [context] = statedIn('lmsys-hicache-blog.txt', /--context-length (\d+)/);
    statedIn('lmsys-hicache-blog.txt', /(--hicache-io-backend kernel --hicache-mem-layout page_first) /);
    statedIn(
      'sglang-hicache-best-practices.txt',
      /`page_first`: (Only compatible with `kernel` I\/O backend)/,
    );
    expect(brief).toContain(hardware);
    expect(profile.concurrency.figures.map((f) => f.kind === 'token-count' && f.value)).toContain(
      Number(context),
    );
    expect(brief).toContain('--hicache-io-backend kernel --hicache-mem-layout page_first');
    expect(brief).not.toMatch(/reports no run on named hardware/);
  });

  it('says beside the pinned quote where a newer revision reads differently', () => {
    const [newer] = statedIn(
      'sglang-hicache-design-newer.txt',
      /(The value of this parameter must be greater than 1)/,
    );
    const pinned = 'The minimum allowed value is 2.';
    expect(stored('sglang-hicache-design.txt')).toContain(pinned);
    const at = brief.indexOf(pinned);
    expect(at).toBeGreaterThanOrEqual(0);
    // The newer wording follows the pinned sentence within the same caveat list.
    expect(brief.slice(at, at + 400)).toContain(newer);
    statedIn(
      'sglang-hicache-best-practices-newer.txt',
      /(--hicache-mem-layout page_first_direct \\ --hicache-io-backend direct)/,
    );
    expect(brief).toContain('--hicache-mem-layout page_first_direct \\ --hicache-io-backend direct');
  });
});

describe('Kimi-K2-Thinking: what its cited sources state', () => {
  const { profile, brief } = pin(KIMI);

  it("prints the launch command's --mem-fraction-static", () => {
    const [fraction] = statedIn('kt-kimi-k2-thinking-native.txt', /--mem-fraction-static ([\d.]+)/);
    expect(brief).toContain(`--mem-fraction-static ${fraction}`);
    expect(profile.settings.flatMap((s) => s.options.map((o) => o.value))).toContain(fraction);
  });

  it('marks the expert-scheduling flags as documented after this recipe', () => {
    expect(stored('kt-experts-sched-tutorial.txt')).toContain('--kt-expert-placement-strategy');
    expect(stored('kt-kimi-k2-thinking-native.txt')).not.toContain('--kt-expert-placement-strategy');
    expect(brief).toMatch(/Documented after this recipe: the expert placement strategy/);
  });
});

describe('token caps the recipes pass: kept as named caps, never as a measured pool', () => {
  it.each([
    ['deepseek-r1-int8-2x-xeon-6980p-sglang-cpu', 'lmsys-xeon6-sglang-cpu-blog.txt'],
    ['kimi-k2-thinking-8x-l20-xeon-6454s-sglang-kt-amxint4', 'kt-kimi-k2-thinking-amxint4.txt'],
    [KIMI, 'kt-kimi-k2-thinking-native.txt'],
  ])('%s keeps the --max-total-tokens of its command (%s)', (id, file) => {
    const [tokens] = statedIn(file, /--max-total-tokens (\d+)/);
    const { profile, brief } = pin(id);
    const cap = profile.concurrency.figures.find(
      (f) => f.kind === 'named-cap' && f.name === '--max-total-tokens',
    );
    expect(cap).toMatchObject({ value: Number(tokens), unit: 'tokens' });
    expect(profile.concurrency.sharedPoolTokens).toBe('unknown');
    expect(brief).toContain(`--max-total-tokens ${tokens}`);
  });
});

describe('rounded figures: shown as stated, with their kind, never as exact counts', () => {
  it("gpt-oss-120b's 117B and 5.1B are the model page's rounded figures", () => {
    const [total, active] = statedIn(
      'openai-gpt-oss-120b-model-page.txt',
      /\((\d+B) parameters with ([\d.]+B) active parameters\)/,
    );
    const { profile, hardware, brief } = pin(GPT_OSS);
    expect(profile.model.totalParameters).toMatchObject({ rounded: total });
    expect(profile.model.activeParameters).toMatchObject({ rounded: active });
    expect(brief).toContain(`Total parameters: ${total} as stated, a rounded figure, not an exact count`);
    expect(brief).not.toMatch(/Total parameters: the sizing basis .* does not publish it/);
    // A rounded figure is no sizing basis: the verdict still has no exact count to use.
    expect(calculateVerdict(profile, hardware).status).toBe('not-established');
  });

  it.each(loaded.profiles.map((p) => [p.id, p] as const))(
    '%s: every rounded figure stands in its source, as written',
    (_id, profile) => {
      const m = profile.model;
      const counts = [m.totalParameters, m.activeParameters, m.layers, m.routedExperts, m.expertsPerToken];
      for (const c of counts)
        if (typeof c === 'object' && 'rounded' in c) {
          const source = profile.sources.find((s) => s.id === c.source);
          expect(source?.text, c.source).toBeDefined();
          const text = stored(source!.text!);
          expect(text).toContain(normalizeWhitespace(c.says ?? c.rounded));
          expect(normalizeWhitespace(c.says ?? c.rounded)).toContain(c.rounded);
        }
    },
  );
});

describe('dates kept honest', () => {
  it('a source dated after the recipe is marked in the brief with both dates', () => {
    const { profile, brief } = pin(KIMI);
    const recipe = stored('kt-kimi-k2-thinking-native.txt').match(/dated (\d{4}-\d{2}-\d{2})/)![1]!;
    const tutorial = stored('kt-experts-sched-tutorial.txt').match(/dated (\d{4}-\d{2}-\d{2})/)![1]!;
    expect(profile.sources.find((s) => s.id === 'kt-kimi-k2-thinking-native')!.dated).toEqual({
      committed: recipe,
    });
    expect(profile.sources.find((s) => s.id === 'kt-experts-sched-tutorial')!.dated).toEqual({
      committed: tutorial,
    });
    expect(brief).toMatch(
      new RegExp(
        `CPU-GPU Expert Scheduling Tutorial .*committed ${tutorial} \\(documented after this recipe, dated ${recipe}\\)`,
      ),
    );
    // The recipe itself, and a source of the same day, carry no mark.
    expect(brief).not.toMatch(
      new RegExp(
        `Kimi-K2-Thinking-Native.md \\S+ checked \\S+; [^;]*; committed ${recipe} \\(documented after`,
      ),
    );
  });

  it('each pin closes with which of its sources were read in full, by name', () => {
    for (const p of loaded.profiles) {
      const hardware = hardwareOf(loaded, p);
      const brief = normalizeWhitespace(pinBrief({ profile: p, hardware }));
      const full = p.sources.filter((s) => s.read === 'in full');
      if (!full.length) {
        expect(brief, p.id).toMatch(/No source was read in full\./);
        continue;
      }
      const line = brief.slice(brief.indexOf('Sources read in full: '));
      expect(line.length, p.id).toBeLessThan(brief.length);
      // A source is listed by its name (or its address when it has none), never by its id.
      for (const s of full)
        expect(line, `${p.id}: ${s.id}`).toContain(normalizeWhitespace(s.name ?? s.url ?? s.path ?? ''));
    }
  });

  it('every source with a stored text says how it was read, as its stored text says', () => {
    const owners = [...loaded.profiles, ...loaded.hardware];
    for (const o of owners)
      for (const s of o.sources) {
        if (!s.text) continue;
        expect(s.read, `${o.id}: ${s.id}`).toBeDefined();
        // A stored text whose first line says the whole source was read is read in full.
        const first = readFileSync(resolve(SOURCES_DIR, s.text), 'utf8').split('\n')[0]!;
        if (/\(read in full\)\. Excerpts|, checked [\d-]+ \(read in full\)/.test(first))
          expect(s.read, `${o.id}: ${s.id}`).toBe('in full');
      }
  });
});
