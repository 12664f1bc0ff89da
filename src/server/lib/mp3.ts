// Reads an MP3 byte stream's frame headers: enough to tell an MP3 from anything else a provider might
// answer, and to know how long it plays (the sum of its frames) without decoding it.

const BITRATES_KBPS = {
  // [version][layer] → table by bitrate index (0 = free, 15 = bad)
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 2.5: [11025, 12000, 8000] } as const;

interface FrameHeader {
  length: number;
  samples: number;
  sampleRate: number;
}

function readFrameHeader(bytes: Uint8Array, pos: number): FrameHeader | null {
  if (pos + 4 > bytes.length) return null;
  const b1 = bytes[pos + 1];
  const b2 = bytes[pos + 2];
  if (bytes[pos] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 0x3;
  const layerBits = (b1 >> 1) & 0x3;
  if (versionBits === 1 || layerBits === 0) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const layer = 4 - layerBits; // 1, 2 or 3
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const padding = (b2 >> 1) & 0x1;
  const table =
    version === 1
      ? layer === 1
        ? BITRATES_KBPS.v1l1
        : layer === 2
          ? BITRATES_KBPS.v1l2
          : BITRATES_KBPS.v1l3
      : layer === 1
        ? BITRATES_KBPS.v2l1
        : BITRATES_KBPS.v2l23;
  const bitrate = table[bitrateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  let length: number;
  let samples: number;
  if (layer === 1) {
    length = (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
    samples = 384;
  } else if (layer === 2 || version === 1) {
    length = Math.floor((144 * bitrate) / sampleRate) + padding;
    samples = 1152;
  } else {
    length = Math.floor((72 * bitrate) / sampleRate) + padding;
    samples = 576;
  }
  return length >= 4 ? { length, samples, sampleRate } : null;
}

/** Length of an ID3v2 tag starting at pos, or 0. */
function id3v2Length(bytes: Uint8Array, pos: number): number {
  if (pos + 10 > bytes.length) return 0;
  if (bytes[pos] !== 0x49 || bytes[pos + 1] !== 0x44 || bytes[pos + 2] !== 0x33) return 0; // 'ID3'
  const size = ((bytes[pos + 6] & 0x7f) << 21) | ((bytes[pos + 7] & 0x7f) << 14) | ((bytes[pos + 8] & 0x7f) << 7) | (bytes[pos + 9] & 0x7f);
  const footer = bytes[pos + 5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

export interface Mp3Info {
  frames: number;
  durationSeconds: number;
  sampleRate: number;
}

/**
 * Walks the frames of an MP3 (ID3v2 tags allowed at the start and between joined pieces). Answers null
 * when the bytes are not an MP3: no frame found, or the first frame is not followed by another one or
 * by the end (a stray 0xFF in some other format).
 */
export function readMp3(bytes: Uint8Array): Mp3Info | null {
  let pos = 0;
  let frames = 0;
  let seconds = 0;
  let sampleRate = 0;
  while (pos < bytes.length) {
    const tag = id3v2Length(bytes, pos);
    if (tag) {
      pos += tag;
      continue;
    }
    const header = readFrameHeader(bytes, pos);
    const next = header ? pos + header.length : 0;
    if (header && (next >= bytes.length || readFrameHeader(bytes, next) || id3v2Length(bytes, next) || isId3v1(bytes, next))) {
      frames += 1;
      seconds += header.samples / header.sampleRate;
      sampleRate ||= header.sampleRate;
      pos += header.length;
      continue;
    }
    if (frames === 0) return null; // not an MP3: no frame where the first one must be
    if (isId3v1(bytes, pos)) break;
    pos += 1; // resynchronise after a damaged frame
  }
  return frames > 0 ? { frames, durationSeconds: seconds, sampleRate } : null;
}

function isId3v1(bytes: Uint8Array, pos: number): boolean {
  return bytes.length - pos === 128 && bytes[pos] === 0x54 && bytes[pos + 1] === 0x41 && bytes[pos + 2] === 0x47; // 'TAG'
}
