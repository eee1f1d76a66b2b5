// Member trust (docs/product/rewards.md §13, docs/decisions/0179): a score in [0, 1] that says
// how much the rest of the community vouches for a member, computed over the interaction graph
// from trusted seeds, then shaped by signals that are cheap for a person and dear for a farm.
//
// Why a graph: one person can make any number of accounts, and the accounts can read, like and
// vote for each other as much as they like. What they cannot make cheaply is other people
// engaging with them. Trust flows from seeds (members verified by phone or World ID, members
// operators vouch for, members with months of varied activity) along "A endorsed B" edges — A
// read B's post to the end, liked it, voted for it, commented on it, followed B. A cluster of
// accounts that few members outside endorse stays near zero however large it grows, since
// trust only enters it over those few edges (SybilRank, Cao et al., NSDI 2012; TrustRank and
// spam mass, Gyöngyi et al., 2004/2006).
//
// The iteration: two random walks with restart along endorsements, one restarting at the
// seeds (trust), one restarting anywhere (reach). For each member, the rank that reaches them
// over edges in the first walk against the second says how much of the endorsement they get
// comes from trusted places: about the seeds' own ratio inside the honest community, about
// zero for a cluster the community does not endorse ("author trust").
//
// A member who only reads is endorsed by nobody. Such a member earns "reader credit" instead:
// a share of trust for engaging with trusted authors, at most READER_CREDIT_MAX and never
// passed on, since anyone can engage with anyone (a farm reading honest posts must not lift
// its own posts with it). Pure arithmetic over typed arrays: a million interactions among
// 100,000 members take about a second.

/** How much each kind of interaction endorses the other member (per post or per act). */
export const TRUST_EDGE_WEIGHTS = {
  /** A read that earned a curation ticket (10 seconds on the page, checked by the server). */
  read: 1,
  like: 1,
  comment: 1.5,
  vote: 2,
  follow: 2,
} as const;

export type TrustEdgeKind = keyof typeof TRUST_EDGE_WEIGHTS;

export const TRUST_RULES = {
  /** Interactions older than this are not counted. */
  windowDays: 180,
  /** One member's endorsements of another count up to this much together: repetition earns nothing more. */
  pairCap: 6,
  /** The most trust engaging with others' posts gives a member nobody endorses. */
  readerCreditMax: 0.3,
  /** Engaging with this many fully trusted authors (trust-weighted) gives the whole reader credit. */
  readerCreditAuthors: 5,
  /** The walks' chance to jump back to their start at each step. */
  restart: 0.15,
  /** Power-iteration steps (the walks converge well before). */
  iterations: 40,
  /** A member whose ratio reaches this fraction of the seeds' median ratio has the full graph trust. */
  fullAt: 0.5,
  /** Tenure seeds: an account at least this old … */
  tenureDays: 90,
  /** … active on at least this many distinct days of the window … */
  tenureActiveDays: 20,
  /** … with at least this many distinct members. */
  tenurePartners: 10,
  /** Below this, a member's rewards are looked at by the ring detector (core/reward-review.ts). */
  low: 0.25,
} as const;

/** Members start the walk of trust from here (docs/decisions/0179). */
export type TrustSeed = "operator" | "phone" | "world_id" | "tenure";

/** The interaction graph: members are 0 … n−1; edge i goes from `src[i]` (who endorsed) to `dst[i]`. */
export interface TrustGraph {
  n: number;
  src: Int32Array;
  dst: Int32Array;
  /** Endorsement weight of each edge (already summed per pair and capped). */
  weight: Float64Array;
}

export interface GraphTrustResult {
  /** Graph trust in [0, 1] per member: 1 for seeds, else the larger of author trust and reader credit. */
  trust: Float64Array;
  /** Author trust alone (endorsement from trusted places), for the review's evidence. */
  author: Float64Array;
  /** Reader credit alone. */
  reader: Float64Array;
  /** No member was a seed: every member got graph trust 1 (the site cannot tell anyone apart yet). */
  unseeded: boolean;
  seeds: number;
}

type GraphRules = Pick<typeof TRUST_RULES, "restart" | "iterations" | "fullAt" | "readerCreditMax" | "readerCreditAuthors">;

/**
 * Graph trust of every member. `seed[i] > 0` makes member i a seed (the value is its share of
 * the restart); `excluded[i]` (operator-distrusted, left) endorses nobody and gets 0.
 */
export function graphTrust(
  graph: TrustGraph,
  seed: Float64Array,
  excluded: Uint8Array = new Uint8Array(graph.n),
  rules: GraphRules = TRUST_RULES,
): GraphTrustResult {
  const { n } = graph;
  const trust = new Float64Array(n);
  const author = new Float64Array(n);
  const reader = new Float64Array(n);
  let seedTotal = 0;
  let seeds = 0;
  for (let i = 0; i < n; i++) {
    if (seed[i]! > 0 && !excluded[i]) {
      seedTotal += seed[i]!;
      seeds += 1;
    }
  }
  if (seeds === 0) {
    for (let i = 0; i < n; i++) trust[i] = author[i] = excluded[i] ? 0 : 1;
    return { trust, author, reader, unseeded: true, seeds: 0 };
  }

  // Each member's endorsements in compressed rows.
  const usable = (e: number) => {
    const s = graph.src[e]!;
    const d = graph.dst[e]!;
    return s !== d && !excluded[s] && !excluded[d] && graph.weight[e]! > 0;
  };
  const m = graph.src.length;
  const offset = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) if (usable(e)) offset[graph.src[e]! + 1]! += 1;
  for (let i = 0; i < n; i++) offset[i + 1]! += offset[i]!;
  const fill = offset.slice(0, n);
  const to = new Int32Array(offset[n]!);
  const w = new Float64Array(offset[n]!);
  const outWeight = new Float64Array(n);
  for (let e = 0; e < m; e++) {
    if (!usable(e)) continue;
    const s = graph.src[e]!;
    const k = fill[s]!++;
    to[k] = graph.dst[e]!;
    w[k] = graph.weight[e]!;
    outWeight[s]! += graph.weight[e]!;
  }

  // Restart vectors: the seeds (trust) and every member who is not excluded (reach).
  let live = 0;
  for (let i = 0; i < n; i++) if (!excluded[i]) live += 1;
  const restartTrust = new Float64Array(n);
  const restartReach = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (excluded[i]) continue;
    restartTrust[i] = seed[i]! > 0 ? seed[i]! / seedTotal : 0;
    restartReach[i] = 1 / live;
  }
  const flowTrust = walk(n, offset, to, w, outWeight, restartTrust, rules);
  const flowReach = walk(n, offset, to, w, outWeight, restartReach, rules);

  // Author trust: trusted rank against all rank arriving over edges, the seeds' median the yardstick.
  const ratio = new Float64Array(n);
  const seedRatios: number[] = [];
  for (let i = 0; i < n; i++) {
    ratio[i] = flowReach[i]! > 0 ? flowTrust[i]! / flowReach[i]! : 0;
    if (restartTrust[i]! > 0 && flowReach[i]! > 0) seedRatios.push(ratio[i]!);
  }
  seedRatios.sort((a, b) => a - b);
  // Seeds nobody endorses (readers) leave no yardstick: then the community's median stands in.
  let yardstick = seedRatios.length ? seedRatios[Math.floor((seedRatios.length - 1) / 2)]! : 0;
  if (yardstick === 0) {
    const positive = Array.from(ratio).filter((r) => r > 0);
    positive.sort((a, b) => a - b);
    yardstick = positive.length ? positive[Math.floor((positive.length - 1) / 2)]! : 0;
  }
  const full = yardstick * rules.fullAt;
  for (let i = 0; i < n; i++) author[i] = excluded[i] || full <= 0 ? 0 : Math.min(1, ratio[i]! / full);

  // Reader credit: one hop from the authors a member engaged with, weighed by their trust.
  const engaged = new Float64Array(n);
  for (let u = 0; u < n; u++) {
    for (let k = offset[u]!; k < offset[u + 1]!; k++) {
      const v = to[k]!;
      engaged[u]! += restartTrust[v]! > 0 ? 1 : author[v]!;
    }
  }
  for (let i = 0; i < n; i++) {
    if (excluded[i]) continue;
    reader[i] = rules.readerCreditMax * Math.min(1, engaged[i]! / rules.readerCreditAuthors);
    trust[i] = restartTrust[i]! > 0 ? 1 : Math.max(author[i]!, reader[i]!);
  }
  return { trust, author, reader, unseeded: false, seeds };
}

/**
 * A random walk with restart, by power iteration; answers the rank each member receives over
 * edges (the restart itself left out). Mass at members without out-edges restarts.
 */
function walk(
  n: number,
  offset: Int32Array,
  to: Int32Array,
  w: Float64Array,
  outWeight: Float64Array,
  restart: Float64Array,
  rules: Pick<typeof TRUST_RULES, "restart" | "iterations">,
): Float64Array {
  const a = rules.restart;
  let cur = Float64Array.from(restart);
  let next = new Float64Array(n);
  const flow = new Float64Array(n);
  for (let step = 0; step < rules.iterations; step++) {
    next.fill(0);
    let dangling = 0;
    for (let u = 0; u < n; u++) {
      const mass = cur[u]!;
      if (mass === 0) continue;
      if (outWeight[u] === 0) {
        dangling += mass;
        continue;
      }
      const share = ((1 - a) * mass) / outWeight[u]!;
      for (let k = offset[u]!; k < offset[u + 1]!; k++) next[to[k]!]! += share * w[k]!;
    }
    let change = 0;
    for (let v = 0; v < n; v++) {
      const edges = next[v]!;
      flow[v] = edges;
      const value = edges + (a + (1 - a) * dangling) * restart[v]!;
      change += Math.abs(value - cur[v]!);
      next[v] = value;
    }
    [cur, next] = [next, cur];
    if (change < 1e-12) break;
  }
  return flow;
}

/** What shapes a member's trust besides the graph, with the member's own values. */
export interface TrustSignals {
  graph: number;
  seed: TrustSeed | null;
  /** Operators marked the member as not to be trusted. */
  distrusted: boolean;
  accountAgeDays: number;
  /** Distinct Asia/Seoul days with interactions in the last 30 days. */
  activeDays: number;
  /** Distinct members interacted with, either way, in the window. */
  partners: number;
  /** Other accounts seen on the same device. */
  sharedDevice: number;
}

export interface TrustFactors {
  base: number;
  age: number;
  spread: number;
  diversity: number;
  shared: number;
}

/**
 * A member's trust from the graph and the signals (docs/decisions/0179): a seed starts from 1,
 * anyone else from the graph; then a new account, activity on few days, few distinct partners
 * and a device shared with other accounts each take some away. A member operators vouch for
 * has 1, one they distrust 0.
 * Rounded to millionths so the same inputs always give the same settlement.
 */
export function memberTrust(s: TrustSignals): { score: number; factors: TrustFactors } {
  const factors: TrustFactors = {
    base: s.distrusted ? 0 : s.seed ? 1 : clamp01(s.graph),
    age: s.accountAgeDays >= 7 ? 1 : s.accountAgeDays >= 1 ? 0.85 : 0.7,
    spread: 0.8 + 0.2 * Math.min(1, Math.max(0, s.activeDays) / 7),
    diversity: 0.6 + 0.4 * Math.min(1, Math.max(0, s.partners) / 10),
    shared: 1 / Math.sqrt(1 + Math.max(0, s.sharedDevice)),
  };
  // Operators vouch for the person behind the account: nothing else is weighed.
  if (s.seed === "operator" && !s.distrusted) return { score: 1, factors: { base: 1, age: 1, spread: 1, diversity: 1, shared: 1 } };
  const score = factors.base * factors.age * factors.spread * factors.diversity * factors.shared;
  return { score: Math.round(clamp01(score) * 1e6) / 1e6, factors };
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

/** Whether a member qualifies as a tenure seed: months of varied activity. */
export function isTenureSeed(accountAgeDays: number, activeDaysInWindow: number, partners: number): boolean {
  return (
    accountAgeDays >= TRUST_RULES.tenureDays && activeDaysInWindow >= TRUST_RULES.tenureActiveDays && partners >= TRUST_RULES.tenurePartners
  );
}

/** Trust in millionths, the unit votes are weighed in. */
export function trustMicro(score: number): number {
  return Math.round(clamp01(score) * 1_000_000);
}

/** The fewest tickets a day reading can earn, whatever the trust (docs/decisions/0179). */
export const VIEW_TICKETS_MIN = 5;
/** Trust at which reading earns the full daily cap. */
export const TRUST_FOR_FULL_CAP = 0.5;

/** The reading cap for a member's trust: from VIEW_TICKETS_MIN up to the full cap. */
export function trustScaledCap(fullCap: number, trust: number): number {
  const t = Math.min(1, clamp01(trust) / TRUST_FOR_FULL_CAP);
  return VIEW_TICKETS_MIN + Math.ceil((fullCap - VIEW_TICKETS_MIN) * t);
}
