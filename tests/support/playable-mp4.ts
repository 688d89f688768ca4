// An MP4 a browser really plays, made without ffmpeg: H.264 (Baseline) whose every macroblock is
// I_PCM, that is, raw samples the decoder copies, so no encoder is needed. Every frame is an IDR
// picture, so any second is a place to seek to. Small (64×48) and slow (one frame a second), so a
// minute of it is a few hundred kB.

import { box } from './mp4';

/** Bits in, bytes out, as H.264 writes its headers (fixed-width fields and Exp-Golomb codes) and PCM samples (whole bytes). */
class BitWriter {
  private readonly chunks: Buffer[] = [];
  private pending: number[] = [];
  u(width: number, value: number): this {
    for (let bit = width - 1; bit >= 0; bit--) this.pending.push((value >>> bit) & 1);
    return this;
  }
  /** Unsigned Exp-Golomb. */
  ue(value: number): this {
    const coded = value + 1;
    const length = Math.floor(Math.log2(coded));
    return this.u(length, 0).u(length + 1, coded);
  }
  /** Signed Exp-Golomb. */
  se(value: number): this {
    return this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  alignWithZeros(): this {
    while (this.pending.length % 8) this.pending.push(0);
    return this;
  }
  /** Whole bytes, from a byte boundary. */
  bytes(values: Buffer): this {
    if (this.pending.length % 8) throw new Error('bytes must start on a byte boundary');
    this.flush();
    this.chunks.push(values);
    return this;
  }
  /** The stop bit and zeros to the byte boundary. */
  trailing(): Buffer {
    this.pending.push(1);
    this.alignWithZeros();
    this.flush();
    return Buffer.concat(this.chunks);
  }
  private flush(): void {
    const out = Buffer.alloc(this.pending.length / 8);
    for (let i = 0; i < this.pending.length; i++) out[i >> 3]! |= this.pending[i]! << (7 - (i & 7));
    this.chunks.push(out);
    this.pending = [];
  }
}

/** A NAL unit: its header byte, and the payload with emulation-prevention bytes (no 00 00 0x with x ≤ 3 inside). */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

const PROFILE_BASELINE = 66;
/** constraint_set0 and constraint_set1: decodable by any Baseline and Main decoder. */
const CONSTRAINTS = 0xc0;
const LEVEL = 20;

function sequenceParameterSet(widthMbs: number, heightMbs: number): Buffer {
  const bits = new BitWriter()
    .u(8, PROFILE_BASELINE)
    .u(8, CONSTRAINTS)
    .u(8, LEVEL)
    .ue(0) // seq_parameter_set_id
    .ue(0) // log2_max_frame_num_minus4
    .ue(2) // pic_order_cnt_type: from frame_num, no B-frames
    .ue(1) // max_num_ref_frames
    .u(1, 0) // gaps_in_frame_num_value_allowed_flag
    .ue(widthMbs - 1)
    .ue(heightMbs - 1)
    .u(1, 1) // frame_mbs_only_flag
    .u(1, 1) // direct_8x8_inference_flag
    .u(1, 0) // frame_cropping_flag
    .u(1, 0); // vui_parameters_present_flag
  return nal(3, 7, bits.trailing());
}

function pictureParameterSet(): Buffer {
  const bits = new BitWriter()
    .ue(0) // pic_parameter_set_id
    .ue(0) // seq_parameter_set_id
    .u(1, 0) // entropy_coding_mode_flag: CAVLC
    .u(1, 0) // bottom_field_pic_order_in_frame_present_flag
    .ue(0) // num_slice_groups_minus1
    .ue(0) // num_ref_idx_l0_default_active_minus1
    .ue(0) // num_ref_idx_l1_default_active_minus1
    .u(1, 0) // weighted_pred_flag
    .u(2, 0) // weighted_bipred_idc
    .se(0) // pic_init_qp_minus26
    .se(0) // pic_init_qs_minus26
    .se(0) // chroma_qp_index_offset
    .u(1, 0) // deblocking_filter_control_present_flag
    .u(1, 0) // constrained_intra_pred_flag
    .u(1, 0); // redundant_pic_cnt_present_flag
  return nal(3, 8, bits.trailing());
}

const I_PCM = 25;

/** One IDR picture, every macroblock I_PCM, its samples from `luma(x, y)` and a flat colour of `chroma`. */
function idrPicture(widthMbs: number, heightMbs: number, idrPicId: number, luma: (x: number, y: number) => number, chroma: [number, number]): Buffer {
  const bits = new BitWriter()
    .ue(0) // first_mb_in_slice
    .ue(7) // slice_type: I, and every slice of the picture is
    .ue(0) // pic_parameter_set_id
    .u(4, 0) // frame_num (log2_max_frame_num = 4): 0 in an IDR picture
    .ue(idrPicId) // consecutive IDR pictures differ
    .u(1, 0) // no_output_of_prior_pics_flag
    .u(1, 0) // long_term_reference_flag
    .se(0); // slice_qp_delta
  for (let mbY = 0; mbY < heightMbs; mbY++) {
    for (let mbX = 0; mbX < widthMbs; mbX++) {
      bits.ue(I_PCM).alignWithZeros();
      const samples = Buffer.alloc(384);
      for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) samples[y * 16 + x] = luma(mbX * 16 + x, mbY * 16 + y);
      samples.fill(chroma[0], 256, 320).fill(chroma[1], 320, 384);
      bits.bytes(samples);
    }
  }
  return nal(3, 5, bits.trailing());
}

const fullBox = (type: string, version: number, flags: number, ...contents: Buffer[]) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE((version << 24) | flags, 0);
  return box(type, head, ...contents);
};

const u32 = (...values: number[]) => {
  const out = Buffer.alloc(4 * values.length);
  values.forEach((value, i) => out.writeUInt32BE(value >>> 0, 4 * i));
  return out;
};
const u16 = (...values: number[]) => {
  const out = Buffer.alloc(2 * values.length);
  values.forEach((value, i) => out.writeUInt16BE(value, 2 * i));
  return out;
};
const UNITY_MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

/**
 * A playable MP4 of `seconds` frames, one a second, 64×48 unless said (in 16-pixel macroblocks; each
 * macroblock costs 384 bytes a frame): a bright bar moves across a dark picture whose colour changes
 * with each frame, so a screenshot shows which second is on screen. `moov` comes before `mdat`, as a
 * file made for the web has it.
 */
export function playableMp4(options: { seconds?: number; widthMbs?: number; heightMbs?: number } = {}): Buffer {
  const seconds = options.seconds ?? 60;
  const [widthMbs, heightMbs] = [options.widthMbs ?? 4, options.heightMbs ?? 3];
  const [width, height] = [widthMbs * 16, heightMbs * 16];
  const sps = sequenceParameterSet(widthMbs, heightMbs);
  const pps = pictureParameterSet();
  const samples = Array.from({ length: seconds }, (_, frame) => {
    const bar = Math.floor((frame / Math.max(1, seconds - 1)) * (width - 8));
    // A slate-blue picture whose tint drifts with each frame (chroma near the middle of its range), under a bright bar.
    const picture = idrPicture(widthMbs, heightMbs, frame % 2, (x, y) => (x >= bar && x < bar + 8 ? 235 : 50 + ((y * 2) % 40)), [
      140 + ((frame * 7) % 40),
      110 + ((frame * 5) % 30),
    ]);
    return Buffer.concat([u32(picture.length), picture]);
  });
  const timescale = 1000;
  const durationMs = seconds * 1000;

  const avcC = box('avcC', Buffer.from([1, PROFILE_BASELINE, CONSTRAINTS, LEVEL, 0xff, 0xe1]), u16(sps.length), sps, Buffer.from([1]), u16(pps.length), pps);
  const sampleEntry = box(
    'avc1',
    Buffer.alloc(6),
    u16(1), // data_reference_index
    Buffer.alloc(16),
    u16(width, height),
    u32(0x00480000, 0x00480000, 0),
    u16(1), // frame_count
    Buffer.alloc(32), // compressorname
    u16(0x0018, 0xffff),
    avcC,
  );
  const moovWith = (chunkOffset: number) => {
    const stbl = box(
      'stbl',
      fullBox('stsd', 0, 0, u32(1), sampleEntry),
      fullBox('stts', 0, 0, u32(1, seconds, 1000)),
      fullBox('stsc', 0, 0, u32(1, 1, seconds, 1)),
      fullBox('stsz', 0, 0, u32(0, seconds), ...samples.map((sample) => u32(sample.length))),
      fullBox('stco', 0, 0, u32(1, chunkOffset)),
    );
    const minf = box('minf', fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)), box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))), stbl);
    const mdia = box(
      'mdia',
      fullBox('mdhd', 0, 0, u32(0, 0, timescale, durationMs), u16(0x55c4, 0)),
      fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide', 'latin1'), Buffer.alloc(12), Buffer.from('VideoHandler\0', 'latin1')),
      minf,
    );
    const tkhd = fullBox('tkhd', 0, 3, u32(0, 0, 1, 0, durationMs, 0, 0), u16(0, 0, 0, 0), UNITY_MATRIX, u32(width << 16, height << 16));
    const mvhd = fullBox('mvhd', 0, 0, u32(0, 0, timescale, durationMs, 0x00010000), u16(0x0100, 0), u32(0, 0), UNITY_MATRIX, Buffer.alloc(24), u32(2));
    return box('moov', mvhd, box('trak', tkhd, mdia));
  };
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const mdatData = Buffer.concat(samples);
  // stco holds the media's offset, which the moov's own length moves; its length does not depend on the value.
  const moov = moovWith(ftyp.length + moovWith(0).length + 8);
  return Buffer.concat([ftyp, moov, box('mdat', mdatData)]);
}
