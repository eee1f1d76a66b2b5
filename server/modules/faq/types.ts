// The FAQ as operators edit it (docs/decisions/0169).
import type { FaqCategoryId, PlainText } from "../../../core/faq";

export interface FaqAdminEntry {
  faqNo: number;
  slug: string;
  category: FaqCategoryId;
  question: PlainText;
  answer: PlainText;
  keywords: PlainText;
  link: string | null;
  position: number;
  hidden: boolean;
  updatedAt: string;
}

export interface FaqInput {
  category: FaqCategoryId;
  question: PlainText;
  answer: PlainText;
  keywords?: PlainText | undefined;
  link?: string | null | undefined;
  hidden?: boolean | undefined;
}
