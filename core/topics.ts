import type { Localized } from "./i18n";

// The nine post topics (docs/product/writing.md), in display order. Keys are what the API and
// database store; labels are what people see, in Korean and English (search finds a post by
// either name). One list so dropdowns, filters and validation agree.

export const TOPICS = [
  { key: "economy", label: { ko: "경제", en: "Economy" } },
  { key: "technology", label: { ko: "IT·기술", en: "IT & Tech" } },
  { key: "culture", label: { ko: "문화·예술", en: "Culture & Arts" } },
  { key: "employment", label: { ko: "취업·이직", en: "Jobs & Careers" } },
  { key: "health", label: { ko: "운동·건강", en: "Health & Fitness" } },
  { key: "cooking", label: { ko: "요리·음식", en: "Food & Cooking" } },
  { key: "travel", label: { ko: "여행", en: "Travel" } },
  { key: "language", label: { ko: "어학", en: "Languages" } },
  { key: "others", label: { ko: "기타", en: "Others" } },
] as const satisfies readonly { key: string; label: Localized }[];

export type Topic = (typeof TOPICS)[number];
export type TopicKey = Topic["key"];

export const TOPIC_KEYS: readonly TopicKey[] = TOPICS.map((t) => t.key);

/** Narrows any string (a query parameter, a stored value) to a known topic key. */
export function isTopicKey(s: unknown): s is TopicKey {
  return typeof s === "string" && TOPICS.some((t) => t.key === s);
}

/** The label of a topic key in both languages; undefined for an unknown key. */
export function topicLabel(key: TopicKey): Localized;
export function topicLabel(key: string): Localized | undefined;
export function topicLabel(key: string): Localized | undefined {
  return TOPICS.find((t) => t.key === key)?.label;
}
