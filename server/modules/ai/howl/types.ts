// What the 하울 AI question search hands to pages and API clients.
import type { HowlSegment } from "../../../../core/howl";
import type { SearchResult } from "../../search/types";
import type { AiEngine } from "../provider";

export interface HowlCitation {
  /** The citation's number, as [n] in the answer. */
  n: number;
  boardNo: number;
  /** The post's page (/d/…); the page adds /m on phones. */
  url: string;
  title: string;
  /** The quoted passage, as plain text. */
  excerpt: string;
}

export interface HowlAnswer {
  /** Plain text with [n] citations (pages render it as text, never as HTML). */
  answer: string;
  cited: HowlCitation[];
  /** The matching posts, those quoted first. */
  posts: SearchResult[];
  noAnswer: boolean;
  engine: AiEngine;
  /** The A/B segment the question was counted in. */
  segment: HowlSegment;
}
