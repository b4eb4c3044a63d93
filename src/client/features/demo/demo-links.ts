import { DEMO_HOME } from './demo-screens';

// Product addresses that a demo screen shows, first match wins. A link to any other address leaves
// the demo for the real product, whose guard asks for a sign-in: harmless.
const EQUIVALENTS: [RegExp, string][] = [
  [/^\/user\/dashboard$/, 'dashboard'],
  [/^\/user\/(courses|weeks)(\/\d+)?$/, 'courses'],
  [/^\/user\/(review|assignments)\/\d+$/, 'assignments'],
  [/^\/user\/(feedback|review-feedback)\/\d+$/, 'feedback'],
  [/^\/admin\/dashboard$/, 'admin/dashboard'],
  [/^\/admin\/student-analytics$/, 'admin/students'],
  [/^\/admin\/apps\/assignments\/\d+\/submissions(\/\d+)?$/, 'admin/grading'],
  [/^\/admin\/(courses|apps\/courses)$/, 'admin/courses'],
];

/** The demo screen standing in for a product address inside the demo, or null when there is none. */
export function demoPathFor(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const { pathname } = new URL(href, 'http://margin.invalid');
  const found = EQUIVALENTS.find(([pattern]) => pattern.test(pathname));
  return found ? `${DEMO_HOME}/${found[1]}` : null;
}
