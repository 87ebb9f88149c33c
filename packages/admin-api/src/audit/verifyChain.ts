import { createHash } from 'node:crypto';
import type { Database } from '../db/database';

// Walks the audit chain from its anchor (the last purged record, or the start) to its tail and
// names the first record removed (a gap in the sequence, or fewer records than the tail says) or
// altered (its hash is not SHA-256 over its predecessor's hash and its body, or its predecessor's
// hash is not the one it carries).

export type ChainVerdict =
  | { ok: true; verified: number }
  | { ok: false; seq: number; problem: 'removed' | 'altered'; message: string };

interface ChainRow {
  tail_seq: string;
  tail_hash: string;
  anchor_seq: string;
  anchor_hash: string;
}

interface RecordRow {
  seq: string;
  prev_hash: string;
  hash: string;
  body: string;
}

const BATCH = 1000;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const removed = (seq: number): ChainVerdict => ({
  ok: false,
  seq,
  problem: 'removed',
  message: `Audit record ${seq} was removed`,
});
const altered = (seq: number, why: string): ChainVerdict => ({
  ok: false,
  seq,
  problem: 'altered',
  message: `Audit record ${seq} was altered (${why})`,
});

async function readChain(db: Database) {
  const [chain] = await db.query<ChainRow>(
    'select tail_seq, tail_hash, anchor_seq, anchor_hash from audit_chain where id',
  );
  if (!chain) throw new Error('The audit chain has no head row: the audit_chain table was emptied');
  return {
    tailSeq: Number(chain.tail_seq),
    tailHash: chain.tail_hash,
    anchorSeq: Number(chain.anchor_seq),
    anchorHash: chain.anchor_hash,
  };
}

/** The verdict on the whole chain; `verified` counts the records after the anchor. */
export async function verifyAccessChain(db: Database): Promise<ChainVerdict> {
  const chain = await readChain(db);
  let prevSeq = chain.anchorSeq;
  let prevHash = chain.anchorHash;
  for (;;) {
    const rows = await db.query<RecordRow>(
      `select seq, prev_hash, hash, audit_body(r) as body from audit_records r
       where seq > $1 and seq <= $2 order by seq limit ${BATCH}`,
      [prevSeq, chain.tailSeq],
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== prevSeq + 1) {
        // A purge that ran since the chain was read moved the anchor: start again from the new one.
        if (prevSeq === chain.anchorSeq && (await readChain(db)).anchorSeq !== chain.anchorSeq) {
          return verifyAccessChain(db);
        }
        return removed(prevSeq + 1);
      }
      // The predecessor's own hash checked out, so this record's link to it was changed.
      if (row.prev_hash !== prevHash) return altered(seq, "it does not carry its predecessor's hash");
      if (sha256(row.prev_hash + row.body) !== row.hash) return altered(seq, 'its hash does not match');
      prevSeq = seq;
      prevHash = row.hash;
    }
    if (rows.length < BATCH) break;
  }
  if (prevSeq < chain.tailSeq) return removed(prevSeq + 1);
  if (prevHash !== chain.tailHash) return altered(prevSeq, 'the tail holds another hash');
  return { ok: true, verified: prevSeq - chain.anchorSeq };
}
