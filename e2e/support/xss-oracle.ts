import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/** What ran that should not have: a replaced dialog function, a real dialog, an uncaught error. */
export interface ScriptEffects {
  calls: string[];
  errors: string[];
}

const RECORDED = ['alert', 'confirm', 'prompt', 'print'] as const;

/**
 * Replaces alert, confirm, prompt and print in every frame of the context by recorders that keep the
 * call in the frame (`__xssCalls`) and report it through a binding, so a call from a frame that is
 * gone by the time the page is inspected still counts. Real dialogs and uncaught errors are kept too.
 */
export async function recordScriptEffects(context: BrowserContext): Promise<ScriptEffects> {
  const effects: ScriptEffects = { calls: [], errors: [] };
  await context.exposeBinding('__xssReport', ({ frame }, call: string) => {
    effects.calls.push(`${call} in ${frame.url()}`);
  });
  await context.addInitScript((names) => {
    const calls: string[] = [];
    const report = (call: string) =>
      (window as unknown as { __xssReport?: (call: string) => Promise<void> }).__xssReport?.(call);
    Object.defineProperty(window, '__xssCalls', { value: calls });
    for (const name of names) {
      Object.defineProperty(window, name, {
        configurable: true,
        writable: true,
        value: (...args: unknown[]) => {
          const call = `${name}(${String(args[0] ?? '')})`;
          calls.push(call);
          report(call)?.catch(() => undefined);
          return name === 'confirm' ? false : null;
        },
      });
    }
  }, RECORDED);
  context.on('dialog', (dialog) => {
    effects.calls.push(`${dialog.type()} dialog "${dialog.message()}" in ${dialog.page()?.url()}`);
    dialog.dismiss().catch(() => undefined);
  });
  context.on('weberror', (error) =>
    effects.errors.push(`${error.error().message} in ${error.page()?.url()}`),
  );
  return effects;
}

/**
 * Runs in each frame: what the page holds that could run script. The app's own scripts are the
 * hashed bundle files served from its origin, with no inline text; anything else is user content.
 */
function findDangers(): string[] {
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href'];
  const embedding = ['iframe', 'frame', 'object', 'embed'];
  const isAppBundle = (script: HTMLScriptElement) => {
    if (script.textContent?.trim()) return false;
    try {
      const url = new URL(script.src);
      return url.origin === location.origin && /^\/[\w-]+\.[0-9a-f]{8,}\.js$/.test(url.pathname);
    } catch {
      return false;
    }
  };
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  const found: string[] = [];
  const visit = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName === 'script' && !isAppBundle(element as HTMLScriptElement))
        found.push(`script: ${describe(element)}`);
      if (embedding.includes(element.localName)) found.push(`${element.localName}: ${describe(element)}`);
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${attribute.name} attribute: ${describe(element)}`);
        // Browsers ignore control characters and spaces around a scheme, so the check does too.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what a hostile URL hides behind.
        const address = attribute.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
        const holdsUrl =
          urlAttributes.includes(attribute.name.toLowerCase()) || attribute.localName === 'href';
        if (holdsUrl && address.startsWith('javascript:'))
          found.push(`javascript: ${attribute.name}: ${describe(element)}`);
      }
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(document);
  const calls = (window as unknown as { __xssCalls?: string[] }).__xssCalls ?? [];
  return [...found, ...calls.map((call) => `recorded ${call}`)];
}

/** Nothing was recorded in the session, whichever page or frame it came from. */
export function expectNoEffects(effects: ScriptEffects, what: string) {
  expect(effects.calls, `${what}: dialogs or recorded calls`).toEqual([]);
  expect(effects.errors, `${what}: uncaught errors`).toEqual([]);
}

/** Gives delayed vectors (timers, failed image loads) a moment, then inspects the page and every frame. */
export async function expectNothingRan(page: Page, effects: ScriptEffects, what: string) {
  await page.waitForTimeout(300);
  const dangers = (await Promise.all(page.frames().map((frame) => frame.evaluate(findDangers)))).flat();
  expect(dangers, `${what}: script-capable markup or recorded calls`).toEqual([]);
  expectNoEffects(effects, what);
}

/** The markers found as whole paragraphs inside `scope`: a vector that hid its neighbours shows here. */
export function markersIn(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...new Set([...root.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? ''))]
      .filter((text) => /^xss-vector-\d{3}$/.test(text))
      .sort(),
  );
}
