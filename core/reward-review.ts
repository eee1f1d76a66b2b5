// The reward review (docs/product/rewards.md §14, docs/decisions/0180): before a season is
// settled, its votes are read for what a farm leaves behind, and the members found are listed
// for operators with the evidence. Their rewards are held — no token leaves — until an
// operator releases or voids them.
//
// Three kinds of case:
// - ring: members the community hardly vouches for (trust below TRUST_RULES.low) who vote
//   mostly for each other, with the members attached to them (a bought phone number makes an
//   account trusted, not its votes honest: whoever votes mostly for the ring, or is voted
//   mostly by it, is in it); and any group of voters that keeps to itself — a community of
//   the season's votes apart from the one holding most of the trust, whose votes cast and
//   received stay inside — whatever its members' trust (a farm with phone numbers of its own
//   has trust, but no one outside it votes with it);
// - shared: rewarded accounts that share a device, or accounts with little trust that signed
//   up together from one network block or with one numbered mailbox pattern;
// - burst: a post that got many votes in minutes from members with little trust.
// Pure: the same votes, trust and signals always give the same cases, in the same order.
import { TRUST_RULES } from "./trust";
import type { SeasonVote } from "./curation";

export type ReviewKind = "ring" | "shared" | "burst";

export const REVIEW_RULES = {
  /** A ring: at least this many members … */
  ringMinMembers: 3,
  /** … at least this share of whose votes go to each other. */
  ringMinShare: 0.5,
  /** A member is attached to a ring when at least this share of their votes (or of the votes they got) are the ring's … */
  attachShare: 0.6,
  /** … counting at least this many votes. */
  attachMinVotes: 3,
  /**
   * An isolated group: a community of the season's votes, outside the one that holds most of
   * the trust, at least this share of whose votes — cast and received — stay inside.
   */
  isolatedShare: 0.8,
  /** Accounts on one device at least this many (a couple sharing a computer is two). */
  sharedDeviceMin: 3,
  /** Accounts of one mailbox pattern signed up within this long of each other, at least sharedPatternMin of them. */
  sharedPatternWindowMs: 24 * 3_600_000,
  sharedPatternMin: 3,
  /** Accounts with little trust signed up from one network block within this long … */
  netBurstWindowMs: 3_600_000,
  /** … at least this many. */
  netBurstMin: 5,
  /** A burst: at least this many votes on one post … */
  burstMinVotes: 5,
  /** … within this long … */
  burstWindowMs: 10 * 60_000,
  /** … at least this share of them from members with little trust. */
  burstLowShare: 0.7,
  /** Evidence kept per case (the page draws them; the rest is counted). */
  evidenceEdges: 300,
  evidenceVotes: 200,
} as const;

export type SignalKind = "device" | "signup_net" | "mail_pattern";

export interface MemberSignal {
  userNo: number;
  kind: SignalKind;
  /** Already masked or keyed: nothing here identifies a person by itself. */
  value: string;
}

export interface ReviewInput {
  votes: SeasonVote[];
  /** Members' trust in [0, 1]; a member missing has 0. */
  trust: ReadonlyMap<number, number>;
  /** Members with a reward this season (only they are looked at for shared signals). */
  rewarded: ReadonlySet<number>;
  signals: MemberSignal[];
  /** Sign-up times (ms) of the members involved. */
  joinedAt: ReadonlyMap<number, number>;
}

export interface CaseMember {
  userNo: number;
  trust: number;
  votesCast: number;
  votesReceived: number;
}

export interface ReviewEvidence {
  members: CaseMember[];
  /** Who voted for whom, and how often (at most evidenceEdges, the heaviest). */
  edges: { from: number; to: number; votes: number }[];
  /** Share of the members' votes that went to each other. */
  internalShare: number;
  /** The signals the members share. */
  signals: { kind: SignalKind; value: string; members: number[] }[];
  /** The votes themselves (at most evidenceVotes, oldest first). */
  votes: { voteId: number; voter: number; boardNo: number; author: number; at: number }[];
  totalVotes: number;
  /** For a burst: the post and the window. */
  boardNo?: number;
  windowStart?: number;
  windowEnd?: number;
}

export interface ReviewCase {
  kind: ReviewKind;
  /** Stable across re-runs: kind and members (and the post for a burst). */
  fingerprint: string;
  members: number[];
  evidence: ReviewEvidence;
}

const low = (trust: ReadonlyMap<number, number>, userNo: number) => (trust.get(userNo) ?? 0) < TRUST_RULES.low;

export function findReviewCases(input: ReviewInput): ReviewCase[] {
  const out: ReviewCase[] = [];
  // Rings first, then shared signals, then bursts; a case whose members an earlier case already
  // names adds nothing to review (its evidence is in the earlier one).
  for (const c of [...ringCases(input), ...isolatedCases(input), ...sharedCases(input), ...burstCases(input)]) {
    if (out.some((o) => o.fingerprint === c.fingerprint || c.members.every((m) => o.members.includes(m)))) continue;
    out.push(c);
  }
  return out;
}

/** Every member a case names: their rewards are held. */
export function flaggedMembers(cases: ReviewCase[]): Set<number> {
  const out = new Set<number>();
  for (const c of cases) for (const m of c.members) out.add(m);
  return out;
}

interface VoteIndex {
  cast: Map<number, SeasonVote[]>;
  received: Map<number, SeasonVote[]>;
}

function indexVotes(votes: SeasonVote[]): VoteIndex {
  const cast = new Map<number, SeasonVote[]>();
  const received = new Map<number, SeasonVote[]>();
  for (const v of votes) {
    (cast.get(v.voterUserNo) ?? cast.set(v.voterUserNo, []).get(v.voterUserNo)!).push(v);
    (received.get(v.authorUserNo) ?? received.set(v.authorUserNo, []).get(v.authorUserNo)!).push(v);
  }
  return { cast, received };
}

function ringCases(input: ReviewInput): ReviewCase[] {
  const { votes, trust } = input;
  const index = indexVotes(votes);
  // Votes among members with little trust, as an undirected graph.
  const neighbours = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    let set = neighbours.get(a);
    if (!set) neighbours.set(a, (set = new Set()));
    set.add(b);
  };
  for (const v of votes) {
    if (v.voterUserNo === v.authorUserNo || !low(trust, v.voterUserNo) || !low(trust, v.authorUserNo)) continue;
    link(v.voterUserNo, v.authorUserNo);
    link(v.authorUserNo, v.voterUserNo);
  }
  const cast = countOf(index.cast);
  const received = countOf(index.received);
  const out: ReviewCase[] = [];
  const visited = new Set<number>();
  for (const start of [...neighbours.keys()].sort((a, b) => a - b)) {
    if (visited.has(start)) continue;
    const component: number[] = [];
    const queue = [start];
    visited.add(start);
    while (queue.length) {
      const u = queue.pop()!;
      component.push(u);
      for (const v of neighbours.get(u) ?? []) {
        if (!visited.has(v)) {
          visited.add(v);
          queue.push(v);
        }
      }
    }
    let members = new Set(component);
    // Prune members who mostly vote, and are mostly voted, outside: an honest member who once
    // voted for a ring post is not in the ring.
    for (let changed = true; changed;) {
      changed = false;
      for (const u of [...members]) {
        const inside = insideShare(index, members, u);
        if (inside.castShare < REVIEW_RULES.ringMinShare && inside.receivedShare < REVIEW_RULES.ringMinShare) {
          members.delete(u);
          changed = true;
        }
      }
    }
    if (members.size < REVIEW_RULES.ringMinMembers) continue;
    // Attach whoever votes mostly for the ring or is voted mostly by it, whatever their trust.
    members = attach(index, members);
    const list = [...members].sort((a, b) => a - b);
    const ringVotes = votesOf(index, members);
    const byMembers = ringVotes.filter((v) => members.has(v.voterUserNo));
    const internal = byMembers.filter((v) => members.has(v.authorUserNo)).length;
    const share = byMembers.length ? internal / byMembers.length : 0;
    if (share < REVIEW_RULES.ringMinShare || internal < REVIEW_RULES.ringMinMembers) continue;
    out.push({
      kind: "ring",
      fingerprint: fingerprintOf("ring", list),
      members: list,
      evidence: evidence(list, ringVotes, share, trust, cast, received, signalsAmong(input.signals, members)),
    });
  }
  return out;
}

/** Every vote a member of the group cast or received, once. */
function votesOf(index: VoteIndex, group: Set<number>): SeasonVote[] {
  const out = new Map<number, SeasonVote>();
  for (const u of group) {
    for (const v of index.cast.get(u) ?? []) out.set(v.voteId, v);
    for (const v of index.received.get(u) ?? []) out.set(v.voteId, v);
  }
  return [...out.values()];
}

/**
 * Communities of the season's votes by label propagation (deterministic: members in number
 * order, ties to the smaller label); answers each member's community.
 */
export function voteCommunities(votes: SeasonVote[], rounds = 20): Map<number, number> {
  const weight = new Map<number, Map<number, number>>();
  const add = (a: number, b: number) => {
    let m = weight.get(a);
    if (!m) weight.set(a, (m = new Map()));
    m.set(b, (m.get(b) ?? 0) + 1);
  };
  for (const v of votes) {
    if (v.voterUserNo === v.authorUserNo) continue;
    add(v.voterUserNo, v.authorUserNo);
    add(v.authorUserNo, v.voterUserNo);
  }
  const members = [...weight.keys()].sort((a, b) => a - b);
  const label = new Map(members.map((m) => [m, m]));
  for (let round = 0; round < rounds; round++) {
    let changed = false;
    for (const m of members) {
      const score = new Map<number, number>();
      for (const [n, w] of weight.get(m)!) score.set(label.get(n)!, (score.get(label.get(n)!) ?? 0) + w);
      let best = label.get(m)!;
      let bestScore = -1;
      for (const [l, w] of score) if (w > bestScore || (w === bestScore && l < best)) [best, bestScore] = [l, w];
      if (best !== label.get(m)) {
        label.set(m, best);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return label;
}

function isolatedCases(input: ReviewInput): ReviewCase[] {
  const { votes, trust } = input;
  const community = voteCommunities(votes);
  const groups = new Map<number, number[]>();
  for (const [m, l] of community) (groups.get(l) ?? groups.set(l, []).get(l)!).push(m);
  // The community holding most of the trust is the site's own: never a case.
  let main = -1;
  let mainTrust = -1;
  for (const [l, list] of groups) {
    const sum = list.reduce((a, m) => a + (trust.get(m) ?? 0), 0);
    if (sum > mainTrust || (sum === mainTrust && l < main)) [main, mainTrust] = [l, sum];
  }
  const index = indexVotes(votes);
  const cast = countOf(index.cast);
  const received = countOf(index.received);
  const out: ReviewCase[] = [];
  for (const l of [...groups.keys()].sort((a, b) => a - b)) {
    if (l === main) continue;
    const set = new Set(groups.get(l)!);
    if (set.size < REVIEW_RULES.ringMinMembers) continue;
    const related = votesOf(index, set);
    const byMembers = related.filter((v) => set.has(v.voterUserNo));
    const toMembers = related.filter((v) => set.has(v.authorUserNo));
    const internal = byMembers.filter((v) => set.has(v.authorUserNo)).length;
    if (internal < REVIEW_RULES.ringMinMembers) continue;
    const castShare = byMembers.length ? internal / byMembers.length : 0;
    const receivedShare = toMembers.length ? internal / toMembers.length : 0;
    if (castShare < REVIEW_RULES.isolatedShare || receivedShare < REVIEW_RULES.isolatedShare) continue;
    const list = [...set].sort((a, b) => a - b);
    out.push({
      kind: "ring",
      fingerprint: fingerprintOf("ring", list),
      members: list,
      evidence: evidence(list, related, castShare, trust, cast, received, signalsAmong(input.signals, set)),
    });
  }
  return out;
}

function attach(index: VoteIndex, ring: Set<number>): Set<number> {
  const members = new Set(ring);
  const candidates = new Set<number>();
  for (const u of ring) {
    for (const v of index.received.get(u) ?? []) if (!ring.has(v.voterUserNo)) candidates.add(v.voterUserNo);
    for (const v of index.cast.get(u) ?? []) if (!ring.has(v.authorUserNo)) candidates.add(v.authorUserNo);
  }
  for (const u of [...candidates].sort((a, b) => a - b)) {
    const s = insideShare(index, ring, u);
    if (
      (s.cast >= REVIEW_RULES.attachMinVotes && s.castShare >= REVIEW_RULES.attachShare) ||
      (s.received >= REVIEW_RULES.attachMinVotes && s.receivedShare >= REVIEW_RULES.attachShare)
    ) {
      members.add(u);
    }
  }
  return members;
}

function insideShare(index: VoteIndex, group: Set<number>, u: number) {
  const castList = index.cast.get(u) ?? [];
  const receivedList = index.received.get(u) ?? [];
  const castIn = castList.filter((v) => group.has(v.authorUserNo) && v.authorUserNo !== u).length;
  const receivedIn = receivedList.filter((v) => group.has(v.voterUserNo) && v.voterUserNo !== u).length;
  const cast = castList.length;
  const received = receivedList.length;
  return { cast, received, castShare: cast ? castIn / cast : 0, receivedShare: received ? receivedIn / received : 0 };
}

function sharedCases(input: ReviewInput): ReviewCase[] {
  const groups = new Map<string, { kind: SignalKind; value: string; members: Set<number> }>();
  for (const s of input.signals) {
    if (!input.rewarded.has(s.userNo)) continue;
    const key = `${s.kind}:${s.value}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { kind: s.kind, value: s.value, members: new Set() }));
    g.members.add(s.userNo);
  }
  const cast = countBy(input.votes, (v) => v.voterUserNo);
  const received = countBy(input.votes, (v) => v.authorUserNo);
  const out: ReviewCase[] = [];
  for (const key of [...groups.keys()].sort()) {
    const g = groups.get(key)!;
    let members = [...g.members].sort((a, b) => a - b);
    if (g.kind === "device") {
      if (members.length < REVIEW_RULES.sharedDeviceMin) continue;
    } else {
      // A network block or a numbered mailbox family is shared by honest people too (a campus,
      // a company): only the members the community has not vouched for are looked at.
      const windowMs = g.kind === "mail_pattern" ? REVIEW_RULES.sharedPatternWindowMs : REVIEW_RULES.netBurstWindowMs;
      const min = g.kind === "mail_pattern" ? REVIEW_RULES.sharedPatternMin : REVIEW_RULES.netBurstMin;
      members = joinedTogether(
        members.filter((m) => low(input.trust, m)),
        input.joinedAt,
        windowMs,
        min,
      );
      if (members.length < min) continue;
    }
    const set = new Set(members);
    const related = input.votes.filter((v) => set.has(v.voterUserNo) || set.has(v.authorUserNo));
    const byMembers = related.filter((v) => set.has(v.voterUserNo));
    const internal = byMembers.filter((v) => set.has(v.authorUserNo)).length;
    out.push({
      kind: "shared",
      fingerprint: fingerprintOf(`shared:${g.kind}`, members),
      members,
      evidence: evidence(
        members,
        related,
        byMembers.length ? internal / byMembers.length : 0,
        input.trust,
        cast,
        received,
        signalsAmong(input.signals, set),
      ),
    });
  }
  return out;
}

/** The largest group of members who joined within `windowMs` of one another. */
function joinedTogether(members: number[], joinedAt: ReadonlyMap<number, number>, windowMs: number, min: number): number[] {
  const timed = members.filter((m) => joinedAt.has(m)).sort((a, b) => joinedAt.get(a)! - joinedAt.get(b)! || a - b);
  let best: number[] = [];
  for (let i = 0, j = 0; j < timed.length; j++) {
    while (joinedAt.get(timed[j]!)! - joinedAt.get(timed[i]!)! > windowMs) i++;
    if (j - i + 1 > best.length) best = timed.slice(i, j + 1);
  }
  return best.length >= min ? best.sort((a, b) => a - b) : [];
}

function burstCases(input: ReviewInput): ReviewCase[] {
  const byBoard = new Map<number, SeasonVote[]>();
  for (const v of input.votes) {
    const list = byBoard.get(v.boardNo) ?? [];
    list.push(v);
    byBoard.set(v.boardNo, list);
  }
  const cast = countBy(input.votes, (v) => v.voterUserNo);
  const received = countBy(input.votes, (v) => v.authorUserNo);
  const out: ReviewCase[] = [];
  for (const boardNo of [...byBoard.keys()].sort((a, b) => a - b)) {
    const list = byBoard.get(boardNo)!.sort((a, b) => a.at - b.at || a.voteId - b.voteId);
    let best: SeasonVote[] = [];
    for (let i = 0, j = 0; j < list.length; j++) {
      while (list[j]!.at - list[i]!.at > REVIEW_RULES.burstWindowMs) i++;
      const window = list.slice(i, j + 1);
      const lowVotes = window.filter((v) => low(input.trust, v.voterUserNo));
      if (
        lowVotes.length >= REVIEW_RULES.burstMinVotes &&
        lowVotes.length / window.length >= REVIEW_RULES.burstLowShare &&
        lowVotes.length > best.length
      ) {
        best = lowVotes;
      }
    }
    if (!best.length) continue;
    const author = best[0]!.authorUserNo;
    const members = [...new Set([author, ...best.map((v) => v.voterUserNo)])].sort((a, b) => a - b);
    const set = new Set(members);
    out.push({
      kind: "burst",
      fingerprint: fingerprintOf(`burst:${boardNo}`, members),
      members,
      evidence: {
        ...evidence(members, best, 1, input.trust, cast, received, signalsAmong(input.signals, set)),
        boardNo,
        windowStart: best[0]!.at,
        windowEnd: best[best.length - 1]!.at,
      },
    });
  }
  return out;
}

function evidence(
  members: number[],
  votes: SeasonVote[],
  internalShare: number,
  trust: ReadonlyMap<number, number>,
  cast: Map<number, number>,
  received: Map<number, number>,
  signals: ReviewEvidence["signals"],
): ReviewEvidence {
  const pairs = new Map<string, { from: number; to: number; votes: number }>();
  for (const v of votes) {
    const key = `${v.voterUserNo}>${v.authorUserNo}`;
    const p = pairs.get(key) ?? { from: v.voterUserNo, to: v.authorUserNo, votes: 0 };
    p.votes += 1;
    pairs.set(key, p);
  }
  const sorted = [...votes].sort((a, b) => a.at - b.at || a.voteId - b.voteId);
  return {
    members: members.map((userNo) => ({
      userNo,
      trust: Math.round((trust.get(userNo) ?? 0) * 1000) / 1000,
      votesCast: cast.get(userNo) ?? 0,
      votesReceived: received.get(userNo) ?? 0,
    })),
    edges: [...pairs.values()].sort((a, b) => b.votes - a.votes || a.from - b.from || a.to - b.to).slice(0, REVIEW_RULES.evidenceEdges),
    internalShare: Math.round(internalShare * 1000) / 1000,
    signals,
    votes: sorted
      .slice(0, REVIEW_RULES.evidenceVotes)
      .map((v) => ({ voteId: v.voteId, voter: v.voterUserNo, boardNo: v.boardNo, author: v.authorUserNo, at: v.at })),
    totalVotes: votes.length,
  };
}

/** The signals at least two of these members share. */
function signalsAmong(signals: MemberSignal[], members: Set<number>): ReviewEvidence["signals"] {
  const groups = new Map<string, { kind: SignalKind; value: string; members: Set<number> }>();
  for (const s of signals) {
    if (!members.has(s.userNo)) continue;
    const key = `${s.kind}:${s.value}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { kind: s.kind, value: s.value, members: new Set() }));
    g.members.add(s.userNo);
  }
  return [...groups.values()]
    .filter((g) => g.members.size >= 2)
    .map((g) => ({ kind: g.kind, value: g.value, members: [...g.members].sort((a, b) => a - b) }))
    .sort((a, b) => b.members.length - a.members.length || a.kind.localeCompare(b.kind) || a.value.localeCompare(b.value))
    .slice(0, 20);
}

/**
 * A case's fingerprint: its kind and a hash of its members (FNV-1a, 64 bits), short enough to
 * index whatever the case's size.
 */
function fingerprintOf(kind: string, members: number[]): string {
  let hash = 0xcbf29ce484222325n;
  for (const ch of members.join(",")) {
    hash ^= BigInt(ch.charCodeAt(0));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `${kind}:${members.length}:${hash.toString(16)}`;
}

function countOf(lists: Map<number, SeasonVote[]>): Map<number, number> {
  return new Map([...lists].map(([userNo, list]) => [userNo, list.length]));
}

function countBy<T>(list: T[], key: (item: T) => number): Map<number, number> {
  const out = new Map<number, number>();
  for (const item of list) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}
