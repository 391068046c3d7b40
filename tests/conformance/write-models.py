#!/usr/bin/env python3
"""Writes the conformance runs' small F16 models with llama.cpp's own gguf-py.

Usage: write-models.py GGUF_PY_DIR VOCAB_GGUF OUT_DIR

Each model has real tensor names and shapes for its architecture, as the v0.5.0 loader
creates them (src/models/<arch>.cpp, load_arch_tensors), small dimensions, random weights
(fixed seed, so the files are byte-identical between recordings) and the tokenizer keys of
models/ggml-vocab-llama-spm.gguf (32000 tokens). 1-D tensors, biases and attention sinks are
F32, the rest F16, as convert_hf_to_gguf.py stores them. Prints one JSON line per model.
"""
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, sys.argv[1])
import gguf  # noqa: E402

VOCAB = sys.argv[2]
OUT = Path(sys.argv[3])
OUT.mkdir(parents=True, exist_ok=True)

TOKENIZER_KEYS = [
    "tokenizer.ggml.model", "tokenizer.ggml.pre", "tokenizer.ggml.tokens", "tokenizer.ggml.scores",
    "tokenizer.ggml.token_type", "tokenizer.ggml.bos_token_id", "tokenizer.ggml.eos_token_id",
    "tokenizer.ggml.unknown_token_id", "tokenizer.ggml.add_bos_token", "tokenizer.ggml.add_eos_token",
]


def read_tokenizer():
    reader = gguf.GGUFReader(VOCAB)
    out = {}
    for key in TOKENIZER_KEYS:
        field = reader.fields[key]
        vtype = field.types[0]
        if vtype == gguf.GGUFValueType.ARRAY:
            sub = field.types[1]
            if sub == gguf.GGUFValueType.STRING:
                vals = [bytes(field.parts[i]).decode("utf-8") for i in field.data]
            else:
                vals = [field.parts[i][0].item() for i in field.data]
            out[key] = (vals, vtype, sub)
        elif vtype == gguf.GGUFValueType.STRING:
            out[key] = (bytes(field.parts[field.data[0]]).decode("utf-8"), vtype, None)
        else:
            out[key] = (field.parts[field.data[0]][0].item(), vtype, None)
    return out


TOKENIZER = read_tokenizer()
N_VOCAB = len(TOKENIZER["tokenizer.ggml.tokens"][0])


class Model:
    """Collects keys and tensors; ggml shapes are given as ggml writes them ({ne0, ne1, ...})."""

    def __init__(self, name, arch, seed):
        self.name = name
        self.arch = arch
        self.rng = np.random.default_rng(seed)
        self.kv = []
        self.tensors = []

    def u32(self, key, val):
        self.kv.append((f"{self.arch}.{key}", int(val), gguf.GGUFValueType.UINT32))

    def f32(self, key, val):
        self.kv.append((f"{self.arch}.{key}", float(val), gguf.GGUFValueType.FLOAT32))

    def boolean(self, key, val):
        self.kv.append((f"{self.arch}.{key}", bool(val), gguf.GGUFValueType.BOOL))

    def t(self, name, *shape):
        f32 = len(shape) == 1 or name.endswith(".bias") or ".attn_sinks." in name
        data = self.rng.normal(0.0, 0.02, size=tuple(reversed(shape)))
        self.tensors.append((name, data.astype(np.float32 if f32 else np.float16)))

    def write(self, description):
        path = OUT / f"{self.name}.gguf"
        w = gguf.GGUFWriter(str(path), self.arch)
        w.add_name(self.name)
        w.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
        for key, val, vtype in self.kv:
            w.add_key_value(key, val, vtype)
        for key, (val, vtype, sub) in TOKENIZER.items():
            w.add_key_value(key, val, vtype, sub)
        for name, data in self.tensors:
            w.add_tensor(name, data)
        w.write_header_to_file()
        w.write_kv_data_to_file()
        w.write_tensors_to_file()
        w.close()
        print(json.dumps({"model": self.name, "architecture": self.arch, "file": path.name,
                          "bytes": path.stat().st_size, "tensors": len(self.tensors),
                          "description": description}))


def common(m, n_embd, n_layer, n_head, n_head_kv, ctx=4096, freq_base=10000.0):
    m.u32("context_length", ctx)
    m.u32("embedding_length", n_embd)
    m.u32("block_count", n_layer)
    m.u32("attention.head_count", n_head)
    m.u32("attention.head_count_kv", n_head_kv)
    m.f32("attention.layer_norm_rms_epsilon", 1e-5)
    m.f32("rope.freq_base", freq_base)


def qkv(m, i, n_embd, q, kv, bias=False):
    m.t(f"blk.{i}.attn_q.weight", n_embd, q)
    m.t(f"blk.{i}.attn_k.weight", n_embd, kv)
    m.t(f"blk.{i}.attn_v.weight", n_embd, kv)
    if bias:
        m.t(f"blk.{i}.attn_q.bias", q)
        m.t(f"blk.{i}.attn_k.bias", kv)
        m.t(f"blk.{i}.attn_v.bias", kv)


def moe(m, i, n_embd, n_ff_exp, n_expert):
    m.t(f"blk.{i}.ffn_gate_inp.weight", n_embd, n_expert)
    m.t(f"blk.{i}.ffn_gate_exps.weight", n_embd, n_ff_exp, n_expert)
    m.t(f"blk.{i}.ffn_down_exps.weight", n_ff_exp, n_embd, n_expert)
    m.t(f"blk.{i}.ffn_up_exps.weight", n_embd, n_ff_exp, n_expert)


def dense(m, i, n_embd, n_ff):
    m.t(f"blk.{i}.ffn_gate.weight", n_embd, n_ff)
    m.t(f"blk.{i}.ffn_down.weight", n_ff, n_embd)
    m.t(f"blk.{i}.ffn_up.weight", n_embd, n_ff)


def llama():
    """Dense llama, 6 layers, GQA 4/2, tied embeddings (no output.weight, as Llama 3.2 1B)."""
    n_embd, n_layer, n_head, n_head_kv, n_ff = 128, 6, 4, 2, 512
    m = Model("llama-6l", "llama", 1)
    common(m, n_embd, n_layer, n_head, n_head_kv)
    m.u32("feed_forward_length", n_ff)
    m.u32("rope.dimension_count", n_embd // n_head)
    m.u32("vocab_size", N_VOCAB)
    m.t("token_embd.weight", n_embd, N_VOCAB)
    hd = n_embd // n_head
    for i in range(n_layer):
        m.t(f"blk.{i}.attn_norm.weight", n_embd)
        qkv(m, i, n_embd, n_head * hd, n_head_kv * hd)
        m.t(f"blk.{i}.attn_output.weight", n_head * hd, n_embd)
        m.t(f"blk.{i}.ffn_norm.weight", n_embd)
        dense(m, i, n_embd, n_ff)
    m.t("output_norm.weight", n_embd)
    return m


def qwen3moe():
    """qwen3moe, 6 layers, 8 experts (2 used), head size 64 given by key_length, q/k norms."""
    n_embd, n_layer, n_head, n_head_kv, hd, n_ff_exp, n_expert = 128, 6, 4, 2, 64, 256, 8
    m = Model("qwen3moe-6l", "qwen3moe", 2)
    common(m, n_embd, n_layer, n_head, n_head_kv)
    m.u32("feed_forward_length", 512)
    m.u32("expert_feed_forward_length", n_ff_exp)
    m.u32("expert_count", n_expert)
    m.u32("expert_used_count", 2)
    m.u32("attention.key_length", hd)
    m.u32("attention.value_length", hd)
    m.u32("rope.dimension_count", hd)
    m.t("token_embd.weight", n_embd, N_VOCAB)
    for i in range(n_layer):
        m.t(f"blk.{i}.attn_norm.weight", n_embd)
        qkv(m, i, n_embd, n_head * hd, n_head_kv * hd)
        m.t(f"blk.{i}.attn_output.weight", n_head * hd, n_embd)
        m.t(f"blk.{i}.attn_k_norm.weight", hd)
        m.t(f"blk.{i}.attn_q_norm.weight", hd)
        m.t(f"blk.{i}.ffn_norm.weight", n_embd)
        moe(m, i, n_embd, n_ff_exp, n_expert)
    m.t("output_norm.weight", n_embd)
    m.t("output.weight", n_embd, N_VOCAB)
    return m


def gpt_oss():
    """gpt-oss, 6 layers alternating sliding-window (128) and full attention, sinks, biases."""
    n_embd, n_layer, n_head, n_head_kv, hd, n_ff_exp, n_expert = 128, 6, 4, 2, 64, 256, 4
    m = Model("gpt-oss-6l", "gpt-oss", 3)
    common(m, n_embd, n_layer, n_head, n_head_kv, freq_base=150000.0)
    m.u32("feed_forward_length", n_ff_exp)
    m.u32("expert_feed_forward_length", n_ff_exp)
    m.u32("expert_count", n_expert)
    m.u32("expert_used_count", 2)
    m.u32("attention.key_length", hd)
    m.u32("attention.value_length", hd)
    m.u32("rope.dimension_count", hd)
    m.u32("attention.sliding_window", 128)
    m.t("token_embd.weight", n_embd, N_VOCAB)
    for i in range(n_layer):
        m.t(f"blk.{i}.attn_norm.weight", n_embd)
        m.t(f"blk.{i}.post_attention_norm.weight", n_embd)
        qkv(m, i, n_embd, n_head * hd, n_head_kv * hd, bias=True)
        m.t(f"blk.{i}.attn_output.weight", n_head * hd, n_embd)
        m.t(f"blk.{i}.attn_output.bias", n_embd)
        m.t(f"blk.{i}.attn_sinks.weight", n_head)
        moe(m, i, n_embd, n_ff_exp, n_expert)
        m.t(f"blk.{i}.ffn_gate_inp.bias", n_expert)
        m.t(f"blk.{i}.ffn_gate_exps.bias", n_ff_exp, n_expert)
        m.t(f"blk.{i}.ffn_down_exps.bias", n_embd, n_expert)
        m.t(f"blk.{i}.ffn_up_exps.bias", n_ff_exp, n_expert)
    m.t("output_norm.weight", n_embd)
    m.t("output.weight", n_embd, N_VOCAB)
    return m


def glm4moe():
    """glm4moe, 4 trunk layers (layer 0 dense) + 1 NextN/MTP layer (blk.4), shared expert."""
    n_embd, n_trunk, n_head, n_head_kv, hd = 128, 4, 4, 2, 64
    n_ff, n_ff_exp, n_expert = 256, 128, 8
    n_layer = n_trunk + 1
    m = Model("glm4moe-4l-mtp", "glm4moe", 4)
    common(m, n_embd, n_layer, n_head, n_head_kv)
    m.u32("nextn_predict_layers", 1)
    m.u32("leading_dense_block_count", 1)
    m.u32("feed_forward_length", n_ff)
    m.u32("expert_feed_forward_length", n_ff_exp)
    m.u32("expert_count", n_expert)
    m.u32("expert_used_count", 2)
    m.u32("expert_shared_count", 1)
    m.f32("expert_weights_scale", 1.0)
    m.boolean("expert_weights_norm", True)
    m.u32("expert_gating_func", 2)
    m.u32("attention.key_length", hd)
    m.u32("attention.value_length", hd)
    m.u32("rope.dimension_count", hd // 2)
    m.t("token_embd.weight", n_embd, N_VOCAB)
    for i in range(n_layer):
        m.t(f"blk.{i}.attn_norm.weight", n_embd)
        qkv(m, i, n_embd, n_head * hd, n_head_kv * hd, bias=True)
        m.t(f"blk.{i}.attn_output.weight", n_head * hd, n_embd)
        m.t(f"blk.{i}.post_attention_norm.weight", n_embd)
        if i == 0:
            dense(m, i, n_embd, n_ff)
        else:
            moe(m, i, n_embd, n_ff_exp, n_expert)
            m.t(f"blk.{i}.exp_probs_b.bias", n_expert)
            m.t(f"blk.{i}.ffn_gate_shexp.weight", n_embd, n_ff_exp)
            m.t(f"blk.{i}.ffn_down_shexp.weight", n_ff_exp, n_embd)
            m.t(f"blk.{i}.ffn_up_shexp.weight", n_embd, n_ff_exp)
        if i >= n_trunk:
            m.t(f"blk.{i}.nextn.eh_proj.weight", 2 * n_embd, n_embd)
            m.t(f"blk.{i}.nextn.enorm.weight", n_embd)
            m.t(f"blk.{i}.nextn.hnorm.weight", n_embd)
            m.t(f"blk.{i}.nextn.shared_head_norm.weight", n_embd)
    m.t("output_norm.weight", n_embd)
    m.t("output.weight", n_embd, N_VOCAB)
    return m


def deepseek2():
    """deepseek2 with MLA (wk_b/wv_b split as current converters write it), q LoRA, layer 0 dense."""
    n_embd, n_layer, n_head = 128, 6, 4
    q_lora, kv_lora, rope, nope, v_mla = 96, 128, 32, 64, 64
    n_ff, n_ff_exp, n_expert = 256, 128, 8
    m = Model("deepseek2-mla-6l", "deepseek2", 5)
    common(m, n_embd, n_layer, n_head, 1)
    m.u32("leading_dense_block_count", 1)
    m.u32("feed_forward_length", n_ff)
    m.u32("expert_feed_forward_length", n_ff_exp)
    m.u32("expert_count", n_expert)
    m.u32("expert_used_count", 2)
    m.u32("expert_shared_count", 1)
    m.f32("expert_weights_scale", 1.0)
    m.boolean("expert_weights_norm", True)
    m.u32("expert_gating_func", 2)
    m.u32("attention.q_lora_rank", q_lora)
    m.u32("attention.kv_lora_rank", kv_lora)
    # MLA as the converter writes it: the cached K is the latent plus the rope part, V the latent.
    m.u32("attention.key_length", kv_lora + rope)
    m.u32("attention.value_length", kv_lora)
    m.u32("attention.key_length_mla", nope + rope)
    m.u32("attention.value_length_mla", v_mla)
    m.u32("rope.dimension_count", rope)
    m.t("token_embd.weight", n_embd, N_VOCAB)
    for i in range(n_layer):
        m.t(f"blk.{i}.attn_norm.weight", n_embd)
        m.t(f"blk.{i}.attn_q_a_norm.weight", q_lora)
        m.t(f"blk.{i}.attn_kv_a_norm.weight", kv_lora)
        m.t(f"blk.{i}.attn_q_a.weight", n_embd, q_lora)
        m.t(f"blk.{i}.attn_q_b.weight", q_lora, n_head * (nope + rope))
        m.t(f"blk.{i}.attn_kv_a_mqa.weight", n_embd, kv_lora + rope)
        m.t(f"blk.{i}.attn_k_b.weight", nope, kv_lora, n_head)
        m.t(f"blk.{i}.attn_v_b.weight", kv_lora, v_mla, n_head)
        m.t(f"blk.{i}.attn_output.weight", n_head * v_mla, n_embd)
        m.t(f"blk.{i}.ffn_norm.weight", n_embd)
        if i == 0:
            dense(m, i, n_embd, n_ff)
        else:
            moe(m, i, n_embd, n_ff_exp, n_expert)
            m.t(f"blk.{i}.exp_probs_b.bias", n_expert)
            m.t(f"blk.{i}.ffn_gate_shexp.weight", n_embd, n_ff_exp)
            m.t(f"blk.{i}.ffn_down_shexp.weight", n_ff_exp, n_embd)
            m.t(f"blk.{i}.ffn_up_shexp.weight", n_embd, n_ff_exp)
    m.t("output_norm.weight", n_embd)
    m.t("output.weight", n_embd, N_VOCAB)
    return m


for build in (llama, qwen3moe, gpt_oss, glm4moe, deepseek2):
    build().write(build.__doc__)
