// The nine post topics (SPEC §3), in display order. Keys are what the API and database
// store; labels are what people see. One list so dropdowns, filters and validation agree.

export const TOPICS = [
  { key: "economy", label: "경제" },
  { key: "technology", label: "IT·기술" },
  { key: "culture", label: "문화·예술" },
  { key: "employment", label: "취업·이직" },
  { key: "health", label: "운동·건강" },
  { key: "cooking", label: "요리·음식" },
  { key: "travel", label: "여행" },
  { key: "language", label: "어학" },
  { key: "others", label: "기타" },
] as const;

export type Topic = (typeof TOPICS)[number];
export type TopicKey = Topic["key"];

export const TOPIC_KEYS: readonly TopicKey[] = TOPICS.map((t) => t.key);

/** English names of the topics (search finds a post by either name). */
export const TOPIC_LABELS_EN: Record<TopicKey, string> = {
  economy: "Economy",
  technology: "IT Technology",
  culture: "Culture Arts",
  employment: "Jobs Careers",
  health: "Fitness Health",
  cooking: "Cooking Food",
  travel: "Travel",
  language: "Languages",
  others: "Others",
};

/** Narrows any string (a query parameter, a stored value) to a known topic key. */
export function isTopicKey(s: unknown): s is TopicKey {
  return typeof s === "string" && TOPICS.some((t) => t.key === s);
}

/** The Korean label for a topic key; undefined for an unknown key. */
export function topicLabel(key: TopicKey): string;
export function topicLabel(key: string): string | undefined;
export function topicLabel(key: string): string | undefined {
  return TOPICS.find((t) => t.key === key)?.label;
}
