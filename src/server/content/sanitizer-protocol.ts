import type { HtmlShapeProblem } from './html-shape';

/** What the server thread sends a sanitiser thread: user HTML, and whether its plain text is wanted too. */
export interface SanitizeRequest {
  html: string;
  withText: boolean;
}

/** The sanitised HTML (with the essay's plain text and word count when asked for). */
export interface CleanHtml {
  html: string;
  text?: string;
  words?: number;
}

/** A thread's answer: the clean HTML, or `refused` when the HTML was too deep or too large. */
export type SanitizeOutcome = CleanHtml | { refused: HtmlShapeProblem };
