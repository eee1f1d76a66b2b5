// The topic covers: the two colours of each topic's cover, drawn by post cards for posts
// without an image and rendered as images for the editor's free-image collection.
export const TOPIC_COVER_COLOURS: Record<string, readonly [string, string]> = {
  economy: ["#1b64da", "#3182f6"],
  technology: ["#0f766e", "#14b8a6"],
  culture: ["#9333ea", "#c084fc"],
  employment: ["#334155", "#64748b"],
  health: ["#15803d", "#4ade80"],
  cooking: ["#c2410c", "#fb923c"],
  travel: ["#0369a1", "#38bdf8"],
  language: ["#be185d", "#f472b6"],
  others: ["#4b5563", "#9ca3af"],
};

/** The cover as a CSS background. */
export function topicCoverGradient(topic: string): string {
  const [from, to] = TOPIC_COVER_COLOURS[topic] ?? TOPIC_COVER_COLOURS.others!;
  return `linear-gradient(135deg,${from},${to})`;
}
