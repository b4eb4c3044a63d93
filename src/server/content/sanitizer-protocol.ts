import type { HtmlShapeProblem } from './html-shape';

/** What the server thread sends a sanitiser thread: user HTML, and whether its plain text is wanted too. */
export interface SanitizeRequest {
  id: number;
  html: string;
  withText: boolean;
}

/** The sanitised HTML (with the essay's plain text and word count when asked for). */
export interface CleanHtml {
  html: string;
  text?: string;
  words?: number;
}

/** A thread's answer to the request with the same id; `refused` when the HTML was too deep or too large. */
export type SanitizeResponse =
  | ({ id: number } & CleanHtml)
  | { id: number; refused: HtmlShapeProblem }
  | { id: number; error: string };

/** Sent once by a new thread when its libraries are loaded, so time limits count only the work. */
export const SANITIZER_READY = 'ready';
