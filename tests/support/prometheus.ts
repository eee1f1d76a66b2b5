// Reads Prometheus text exposition (version 0.0.4) strictly enough for tests to fail on a
// malformed answer: every sample belongs to a family declared by a `# TYPE` line, names and
// labels have the allowed characters, values are numbers.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Family name → its type (counter, gauge, histogram, summary, untyped). */
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<string, string[]> = { histogram: ["_bucket", "_sum", "_count"], summary: ["_sum", "_count"] };

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`malformed labels: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
    if (match[3] === "") break;
  }
  return labels;
}

/** Values as Prometheus reads them (Go's ParseFloat: NaN and Inf in any case; prom-client writes "Nan"). */
function parseValue(text: string, line: string): number {
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`malformed value: ${line}`);
  return value;
}

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) {
      const type = new RegExp(`^# TYPE (${NAME}) (\\w+)$`).exec(line);
      if (type) {
        if (!TYPES.has(type[2]!)) throw new Error(`unknown type: ${line}`);
        if (types.has(type[1]!)) throw new Error(`family declared twice: ${line}`);
        types.set(type[1]!, type[2]!);
      } else if (!new RegExp(`^# HELP ${NAME} `).test(line) && !/^# HELP \S+$/.test(line)) {
        throw new Error(`malformed comment: ${line}`);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`malformed sample: ${line}`);
    const name = match[1]!;
    const family = familyOf(name, types);
    if (!family) throw new Error(`sample without a # TYPE line: ${line}`);
    samples.push({ name, labels: match[2] ? parseLabels(match[2], line) : {}, value: parseValue(match[3]!, line) });
  }
  return { types, samples };
}

/** The family a sample name belongs to: itself, or a histogram's or summary's series. */
export function familyOf(name: string, types: ReadonlyMap<string, string>): string | null {
  if (types.has(name)) return name;
  for (const [family, type] of types) {
    if ((SUFFIXES[type] ?? []).some((suffix) => name === `${family}${suffix}`)) return family;
  }
  return null;
}

/** The sum of the samples of `name` whose labels include `labels`. */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  return exposition.samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}
