import type { Config } from 'dompurify';

/**
 * What user HTML may contain, for the server (before it is stored) and the browser (before it is
 * shown): DOMPurify's defaults, which already drop event handlers and javascript: URLs, tightened as
 * spec section 5 says: no script or iframe, no onerror/onclick/onload, tables allowed. Forms, media
 * and embedded documents have no place in an essay or a lesson either.
 */
export const SANITIZE_POLICY: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'iframe',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'style',
    'link',
    'meta',
    'base',
    'frame',
    'frameset',
  ],
  FORBID_ATTR: ['onerror', 'onclick', 'onload', 'style', 'srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
  // An `id` or `name` from user HTML would otherwise become a global of the page showing it (DOM
  // clobbering: `<img id="config">` is `window.config`); prefixed `user-content-`, it names nothing
  // the application reads. The prefix is added once, so sanitising stored HTML again keeps it as is.
  SANITIZE_NAMED_PROPS: true,
};
