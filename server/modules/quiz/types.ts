// What the quiz module hands to API clients and pages (dates as ISO strings).
import type { SittingState } from "../../../core/quiz";

/** A round as its header shows it (round, category, startDate, endDate, answerOpenDate). */
export interface QuizInfo {
  roundId: number;
  round: number;
  category: string;
  title: string;
  startDate: string;
  endDate: string;
  answerOpenDate: string;
  passScore: number;
  questionCount: number;
  state: SittingState;
  answersOpen: boolean;
}

export interface QuizQuestionView {
  questionId: number;
  prompt: string;
  options: string[];
  /** Only once the answers are open. */
  correctIndex: number | null;
  explanation: string | null;
}

export interface QuizPaper extends QuizInfo {
  questions: QuizQuestionView[];
}

/** A member's sitting: answerCount is the number of correct answers (null when grading failed). */
export interface QuizResult {
  resultId: number;
  quiz: QuizInfo;
  status: "graded" | "failed";
  gradingFailed: boolean;
  answerCount: number | null;
  questionCount: number;
  score: number | null;
  passed: boolean;
  /** The answer-explanation page, once the answers are open. */
  answerUrl: string | null;
  /** The member's choices in the paper's order. */
  answers: (number | null)[];
  /** Right or wrong per question, once the answers are open. */
  marks: boolean[] | null;
  certificateNo: string | null;
  sittedAt: string;
}

export interface QuizQuestionAdmin {
  questionId: number;
  sortOrder: number;
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}

export interface QuizResultAdmin {
  resultId: number;
  userId: string;
  userName: string;
  status: "graded" | "failed";
  answerCount: number | null;
  questionCount: number;
  score: number | null;
  gradingError: string | null;
  sittedAt: string;
}

export interface QuizRoundAdmin extends QuizInfo {
  resultCount: number;
}

export interface QuizRoundAdminDetail extends QuizRoundAdmin {
  questions: QuizQuestionAdmin[];
  results: QuizResultAdmin[];
}
