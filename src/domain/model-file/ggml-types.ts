/**
 * ggml tensor types: id -> (name, block size in elements, bytes per block), per runtime
 * family, because the forks number their types differently (ik_llama.cpp has ids 36, 97-99,
 * 133-158 and 202-399 that upstream does not; upstream has 34, 35, 40, 41 that ik does not).
 * Each table is gguf-py's GGML_QUANT_SIZES of that family at a named commit, copied as data;
 * profiles/sources/model-file/ holds the excerpts and tests/model-file/ggml-types.test.ts
 * checks every row against them. A type id missing from the chosen family's table leaves
 * that tensor's bytes unknown: never guessed from a look-alike (invariant 2).
 */

export type RuntimeFamily = 'llama.cpp' | 'ik_llama.cpp';

export type GgmlType = { id: number; name: string; blockSize: number; typeSize: number };

export type TypeTable = {
  family: RuntimeFamily;
  /** Where the rows come from: repository, path, commit. */
  source: { repository: string; path: string; commit: string; excerpt: string };
  types: ReadonlyMap<number, GgmlType>;
};

type Row = readonly [id: number, name: string, blockSize: number, typeSize: number];

const table = (family: RuntimeFamily, source: TypeTable['source'], rows: readonly Row[]): TypeTable => ({
  family,
  source,
  types: new Map(rows.map(([id, name, blockSize, typeSize]) => [id, { id, name, blockSize, typeSize }])),
});

/** Types both families give the same id and size. */
const COMMON: readonly Row[] = [
  [0, 'F32', 1, 4],
  [1, 'F16', 1, 2],
  [2, 'Q4_0', 32, 18],
  [3, 'Q4_1', 32, 20],
  [6, 'Q5_0', 32, 22],
  [7, 'Q5_1', 32, 24],
  [8, 'Q8_0', 32, 34],
  [10, 'Q2_K', 256, 84],
  [11, 'Q3_K', 256, 110],
  [12, 'Q4_K', 256, 144],
  [13, 'Q5_K', 256, 176],
  [14, 'Q6_K', 256, 210],
  [15, 'Q8_K', 256, 292],
  [16, 'IQ2_XXS', 256, 66],
  [17, 'IQ2_XS', 256, 74],
  [18, 'IQ3_XXS', 256, 98],
  [19, 'IQ1_S', 256, 50],
  [20, 'IQ4_NL', 32, 18],
  [21, 'IQ3_S', 256, 110],
  [22, 'IQ2_S', 256, 82],
  [23, 'IQ4_XS', 256, 136],
  [24, 'I8', 1, 1],
  [25, 'I16', 1, 2],
  [26, 'I32', 1, 4],
  [27, 'I64', 1, 8],
  [28, 'F64', 1, 8],
  [29, 'IQ1_M', 256, 56],
  [30, 'BF16', 1, 2],
  [39, 'MXFP4', 32, 17],
];

const UPSTREAM = table(
  'llama.cpp',
  {
    repository: 'ggml-org/llama.cpp',
    path: 'gguf-py/gguf/constants.py',
    commit: '0024aa7417efd50a7c2a79e049dfbbbceb0beaaf',
    excerpt: 'gguf-py-constants-llamacpp.txt',
  },
  // Upstream gguf-py gives Q8_1 (32, 4 + 4 + 32); ik's gives (32, 36). Each family keeps its
  // source's row. Q8_1 is an activation type: model files do not store it.
  [
    ...COMMON,
    [9, 'Q8_1', 32, 40],
    [34, 'TQ1_0', 256, 54],
    [35, 'TQ2_0', 256, 66],
    [40, 'NVFP4', 64, 36],
    [41, 'Q1_0', 128, 18],
  ],
);

const IK = table(
  'ik_llama.cpp',
  {
    repository: 'ikawrakow/ik_llama.cpp',
    path: 'gguf-py/gguf/constants.py',
    commit: '8337e4cd3861406fc04e0854b1409cd1b027fbc9',
    excerpt: 'gguf-py-constants-ik-llamacpp.txt',
  },
  [
    ...COMMON,
    [9, 'Q8_1', 32, 36],
    [31, 'Q4_0_4_4', 32, 18],
    [32, 'Q4_0_4_8', 32, 18],
    [33, 'Q4_0_8_8', 32, 18],
    [36, 'I2_S', 1, 1],
    [97, 'Q8_0_X4', 32, 34],
    [98, 'Q8_1_X4', 32, 36],
    [99, 'Q8_2_X4', 32, 36],
    [133, 'Q6_0', 32, 26],
    [134, 'IQ1_BN', 64, 13],
    [135, 'IQ2_BN', 64, 16],
    [136, 'Q8_K64', 64, 68],
    [137, 'IQ2_K', 256, 76],
    [138, 'IQ3_K', 256, 110],
    [139, 'IQ4_K', 256, 144],
    [140, 'IQ5_K', 256, 176],
    [141, 'IQ6_K', 256, 212],
    [144, 'IQ4_KS', 256, 136],
    [145, 'IQ2_KS', 256, 70],
    [146, 'IQ4_KSS', 256, 128],
    [147, 'Q8_K16', 64, 64],
    [148, 'Q8_K32', 256, 292],
    [149, 'Q8_KR8', 256, 292],
    [150, 'Q8_K128', 128, 140],
    [151, 'Q8_KV', 32, 32],
    [152, 'IQ5_KS', 256, 168],
    [153, 'IQ2_KT', 256, 68],
    [154, 'IQ3_KT', 256, 100],
    [155, 'IQ4_KT', 256, 128],
    [156, 'IQ3_KS', 256, 102],
    [157, 'IQ2_KL', 256, 86],
    [158, 'IQ1_KT', 256, 56],
    [202, 'Q4_0_R8', 32, 18],
    [206, 'Q5_0_R4', 32, 22],
    [208, 'Q8_0_R8', 32, 34],
    [210, 'Q2_K_R4', 256, 84],
    [211, 'Q3_K_R4', 256, 110],
    [212, 'Q4_K_R4', 256, 144],
    [213, 'Q5_K_R4', 256, 176],
    [214, 'Q6_K_R4', 256, 210],
    [216, 'IQ2_XXS_R4', 256, 66],
    [217, 'IQ2_XS_R4', 256, 74],
    [218, 'IQ3_XXS_R4', 256, 98],
    [219, 'IQ1_S_R4', 32, 6],
    [220, 'IQ4_NL_R4', 32, 18],
    [221, 'IQ3_S_R4', 256, 110],
    [222, 'IQ2_S_R4', 256, 82],
    [223, 'IQ4_XS_R8', 256, 136],
    [229, 'IQ1_M_R4', 32, 7],
    [230, 'BF16_R16', 1, 2],
    [233, 'Q6_0_R4', 32, 26],
    [335, 'IQ2_BN_R4', 64, 16],
    [337, 'IQ2_K_R4', 256, 76],
    [338, 'IQ3_K_R4', 256, 110],
    [339, 'IQ4_K_R4', 256, 144],
    [340, 'IQ5_K_R4', 256, 176],
    [344, 'IQ4_KS_R4', 256, 136],
    [352, 'IQ5_KS_R4', 256, 168],
    [398, 'Q8_KV_R8', 32, 32],
    [399, 'Q8_K_R8', 256, 258],
  ],
);

export const TYPE_TABLES: Readonly<Record<RuntimeFamily, TypeTable>> = {
  'llama.cpp': UPSTREAM,
  'ik_llama.cpp': IK,
};

/** The families whose table knows this id (for "type 139 is IQ4_K in ik_llama.cpp"). */
export const familiesKnowing = (id: number): { family: RuntimeFamily; type: GgmlType }[] =>
  Object.values(TYPE_TABLES).flatMap((t) => {
    const type = t.types.get(id);
    return type ? [{ family: t.family, type }] : [];
  });
