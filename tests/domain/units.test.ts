import fc from 'fast-check';
import {
  GB,
  GIB,
  formatBytes,
  formatGB,
  formatGiB,
  formatInteger,
  isKnown,
  toGB,
  toGiB,
} from '../../src/domain/units';

// Seed (Mia, model notes): "328,326,771,576 safetensors file bytes" and
// "Checkpoint file 328326771576 bytes (305.778 GiB)".
const OFFICIAL_FILE_BYTES = 328_326_771_576;

describe('units are exact', () => {
  it('defines GB as 10^9 bytes and GiB as 2^30 bytes', () => {
    expect(GB).toBe(10 ** 9);
    expect(GIB).toBe(2 ** 30);
    expect(GIB).toBe(1_073_741_824);
  });

  it('shows 328,326,771,576 bytes as 305.778 GiB', () => {
    expect(formatGiB(OFFICIAL_FILE_BYTES)).toBe('305.778 GiB');
    expect(toGiB(OFFICIAL_FILE_BYTES)).toBeCloseTo(305.778, 3);
  });

  it('writes the exact byte count with thousands separators and its GiB value beside it', () => {
    expect(formatInteger(OFFICIAL_FILE_BYTES)).toBe('328,326,771,576');
    expect(formatBytes(OFFICIAL_FILE_BYTES)).toBe('328,326,771,576 bytes (305.778 GiB)');
  });

  it('does not label a GiB value as GB: the same bytes are 328.327 GB and 305.778 GiB', () => {
    expect(formatGB(OFFICIAL_FILE_BYTES)).toBe('328.327 GB');
    expect(formatGB(OFFICIAL_FILE_BYTES)).not.toBe(formatGiB(OFFICIAL_FILE_BYTES).replace('GiB', 'GB'));
    // Dividing by 1024^3 and calling it GB is about a 7.4% error.
    expect(GIB / GB - 1).toBeCloseTo(0.0737, 4);
  });

  it('treats about 176 GB and 164 GiB as one quantity in two units, within rounding', () => {
    // 176e9 / 2^30 is about 163.9: the README's 164 GiB is the same file, not a second artifact.
    expect(toGiB(176 * GB)).toBeCloseTo(163.9, 1);
    expect(Math.round(toGiB(176 * GB))).toBe(164);
    expect(Math.round(toGB(164 * GIB))).toBe(176);
    const relativeGap = Math.abs(176 * GB - 164 * GIB) / (164 * GIB);
    expect(relativeGap).toBeLessThan(0.001);
  });

  it('shows one GiB as 1.000 GiB and one GB as 1.000 GB', () => {
    expect(formatGiB(GIB)).toBe('1.000 GiB');
    expect(formatGB(GB)).toBe('1.000 GB');
    expect(formatGB(GIB)).toBe('1.074 GB');
    expect(formatGiB(GB)).toBe('0.931 GiB');
  });
});

describe('unknown stays unknown', () => {
  it('formats "unknown" as "unknown", never as 0', () => {
    expect(formatBytes('unknown')).toBe('unknown');
    expect(formatBytes('unknown')).not.toMatch(/\d/);
  });

  it('knows that 0 bytes is a known count and "unknown" is not', () => {
    expect(isKnown(0)).toBe(true);
    expect(isKnown('unknown')).toBe(false);
    expect(formatBytes(0)).toBe('0 bytes (0.000 GiB)');
  });

  it('keeps every digit of any exact byte count when formatting it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatInteger(n).replaceAll(',', '')).toBe(String(n));
        expect(formatInteger(n)).toMatch(/^\d{1,3}(,\d{3})*$/);
        expect(formatBytes(n).startsWith(`${formatInteger(n)} bytes (`)).toBe(true);
      }),
    );
  });
});
