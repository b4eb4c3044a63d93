/**
 * How deep and how large user HTML may be before it is parsed. An editor's essay or lesson nests a few
 * levels (a table cell in a list item is about ten) and holds a few thousand tags; parsing and
 * sanitising grow much faster than the text past that (10,000 nested elements take the DOM a minute).
 */
export const HTML_LIMITS = {
  depth: 100,
  tags: 10_000,
  /**
   * Attributes, in one tag and in all: an editor writes a few per tag (a link's href), yet one tag can
   * carry tens of thousands in a few hundred kilobytes, and the DOM takes them far more slowly than text.
   */
  attributesPerTag: 64,
  attributes: 10_000,
  /** Characters inside tags after their names: what the attributes and their values add up to. */
  attributeText: 100_000,
} as const;

export type HtmlShapeProblem = 'tooDeep' | 'tooManyTags' | 'tooManyAttributes';

const names = (list: string) => new Set(list.split(' '));

const VOID = names(
  'area base basefont bgsound br col embed frame hr image img input keygen link meta param source track wbr',
);
/** Their text runs to their own end tag, whatever it looks like (outside SVG and MathML). */
const RAW_TEXT = names('iframe noembed noframes script style textarea title xmp');
/** Never opened or closed by a tag inside a body: a parser merges them into the one it has. */
const DOCUMENT = names('html head body');
const FOREIGN_ROOTS = names('svg math');
/** Where SVG and MathML hold HTML again. */
const INTEGRATION_POINTS = names('foreignobject desc title mi mo mn ms mtext annotation-xml');
const SCOPE_BOUNDARIES = names(
  'applet caption html table td th marquee object template foreignobject desc title mi mo mn ms mtext annotation-xml',
);
const SPECIAL = names(
  'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dialog dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp foreignobject desc mi mo mn ms mtext annotation-xml',
);
/** Start tags that end an open paragraph. */
const CLOSES_PARAGRAPH = names(
  'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form header hgroup hr h1 h2 h3 h4 h5 h6 li dd dt listing main menu nav ol p pre search section summary ul xmp',
);
/** Start tags that take a foreign (SVG, MathML) context back to HTML. */
const LEAVES_FOREIGN = names(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var',
);
const HEADINGS = names('h1 h2 h3 h4 h5 h6');
const TABLE_SECTIONS = names('tbody thead tfoot');
const TABLE_SCOPE = names('html table template');

/** Where the tokenizer is inside a tag: between attributes, in a name, after one, before or in a value. */
type TagState = 'between' | 'name' | 'afterName' | 'value' | 'unquoted';

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/**
 * `indexOf` that remembers its last answer: searches only move forward, so a needle that is absent is
 * looked for once, not once per comment (which would make the scan quadratic).
 */
function forwardFinder(text: string, needle: string) {
  let found = -2;
  return (from: number) => {
    if (found === -1 || found >= from) return found;
    found = text.indexOf(needle, from);
    return found;
  };
}

/** The open elements as a parser would hold them, in the simplest model that never counts too few. */
class OpenElements {
  private readonly names: string[] = [];
  /** Whether each element's children are SVG or MathML (not HTML), so the question costs nothing. */
  private readonly foreign: boolean[] = [];
  /** How many of each are open, so looking for one that is not open costs nothing either. */
  private readonly counts = new Map<string, number>();

  get depth(): number {
    return this.names.length;
  }

  get top(): string | undefined {
    return this.names[this.names.length - 1];
  }

  /** Inside SVG or MathML (and not back in HTML through an integration point). */
  inForeign(): boolean {
    return this.foreign[this.foreign.length - 1] ?? false;
  }

  push(name: string): void {
    const foreign = (FOREIGN_ROOTS.has(name) || this.inForeign()) && !INTEGRATION_POINTS.has(name);
    this.names.push(name);
    this.foreign.push(foreign);
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  /** Where `name` is open below any of `boundaries` (checked after the name itself), or -1. */
  find(name: string | Set<string>, boundaries: Set<string>): number {
    const wanted = typeof name === 'string' ? [name] : [...name];
    if (!wanted.some((each) => this.counts.get(each))) return -1;
    for (let index = this.names.length - 1; index >= 0; index -= 1) {
      const open = this.names[index];
      if (wanted.includes(open)) return index;
      if (boundaries.has(open)) return -1;
    }
    return -1;
  }

  /** Closes the element at `index` and everything opened inside it; keeps it when `inclusive` is false. */
  closeTo(index: number, inclusive = true): void {
    if (index < 0) return;
    const keep = inclusive ? index : index + 1;
    while (this.names.length > keep) {
      const name = this.names.pop()!;
      this.foreign.pop();
      this.counts.set(name, this.counts.get(name)! - 1);
    }
  }

  /** Back to the nearest HTML element or integration point, as an HTML tag inside SVG or MathML does. */
  leaveForeign(): void {
    while (this.inForeign() && !INTEGRATION_POINTS.has(this.top!)) this.closeTo(this.depth - 1);
  }
}

const without = (set: Set<string>, list: string) => {
  const removed = names(list);
  return new Set([...set].filter((name) => !removed.has(name)));
};
const BUTTON_SCOPE = new Set([...SCOPE_BOUNDARIES, 'button']);
const LIST_ITEM_SCOPE = new Set([...SCOPE_BOUNDARIES, 'ol', 'ul']);
const CELLS = names('td th');
const DEFINITIONS = names('dd dt');
/** An open list item or definition is closed by a new one unless a special element stands between. */
const LIST_ITEM_BARRIER = without(SPECIAL, 'address div p');
const DEFINITION_BARRIER = without(SPECIAL, 'address div p dd dt');

/** Elements a start tag closes before it opens, as the parser does for paragraphs, list items, cells. */
function closeImplied(open: OpenElements, name: string): void {
  if (name === 'li') open.closeTo(open.find('li', LIST_ITEM_BARRIER));
  if (DEFINITIONS.has(name)) open.closeTo(open.find(DEFINITIONS, DEFINITION_BARRIER));
  if (CLOSES_PARAGRAPH.has(name)) open.closeTo(open.find('p', BUTTON_SCOPE));
  if (HEADINGS.has(name) && open.top && HEADINGS.has(open.top)) open.closeTo(open.depth - 1);
  if (CELLS.has(name) || name === 'tr') {
    open.closeTo(open.find(CELLS, TABLE_SCOPE));
    open.closeTo(open.find('tr', TABLE_SCOPE), name === 'tr');
  }
  if (TABLE_SECTIONS.has(name)) open.closeTo(open.find('table', TABLE_SCOPE), false);
  if ((name === 'option' || name === 'optgroup') && open.top === 'option') open.closeTo(open.depth - 1);
}

function closeElement(open: OpenElements, name: string): void {
  if (DOCUMENT.has(name)) return;
  if (SPECIAL.has(name)) {
    const scope = name === 'p' ? BUTTON_SCOPE : name === 'li' ? LIST_ITEM_SCOPE : SCOPE_BOUNDARIES;
    open.closeTo(open.find(name, scope));
  } else {
    // Any other end tag stops at the first special element: the parser ignores it there.
    open.closeTo(open.find(name, SPECIAL));
  }
}

/**
 * Whether HTML nests deeper or holds more tags than `HTML_LIMITS`, found in one pass over the text without
 * building a DOM. Quoted attributes, comments and raw text are skipped as an HTML parser skips them, so
 * an end tag written inside them does not hide real nesting. Where the model is unsure it counts more
 * nesting, never less; the sanitiser's time limit stands behind it for anything it misjudges.
 */
export function htmlShapeProblem(html: string): HtmlShapeProblem | null {
  const length = html.length;
  const open = new OpenElements();
  const commentEnd = forwardFinder(html, '-->');
  const bangCommentEnd = forwardFinder(html, '--!>');
  const cdataEnd = forwardFinder(html, ']]>');
  const closeAngle = forwardFinder(html, '>');
  let tags = 0;
  let at = 0;

  /**
   * Reads a tag from its name at `from` to its `>` as the tokenizer does: a value in quotes may hold
   * `>` or `<`, but only a quote right after `=` starts one. Returns the index after the tag.
   */
  let attributes = 0;
  let attributeText = 0;
  const readTag = (from: number): { name: string; end: number; selfClosing: boolean; attributes: number } => {
    let index = from;
    while (index < length && !isSpace(html.charCodeAt(index)) && html[index] !== '/' && html[index] !== '>') {
      index += 1;
    }
    const name = html.slice(from, index).toLowerCase();
    const tag = readAttributes(name, index);
    attributes += tag.attributes;
    attributeText += tag.end - index;
    return tag;
  };

  /** The rest of a tag after its name: its attributes, counted, up to the index after its `>`. */
  const readAttributes = (name: string, start: number) => {
    let index = start;
    let count = 0;
    const done = (end: number, selfClosing: boolean) => ({ name, end, selfClosing, attributes: count });
    let state = 'between' as TagState;
    for (; index < length; index += 1) {
      const character = html[index];
      const space = isSpace(html.charCodeAt(index));
      if (state === 'unquoted') {
        if (space) state = 'between';
        else if (character === '>') return done(index + 1, false);
        continue;
      }
      if (state === 'value') {
        if (space) continue;
        if (character === '"' || character === "'") {
          const closing = html.indexOf(character, index + 1);
          if (closing === -1) return done(length, false);
          index = closing;
          state = 'between';
        } else if (character === '>') return done(index + 1, false);
        else state = 'unquoted';
        continue;
      }
      if (character === '>') return done(index + 1, html[index - 1] === '/');
      if (character === '/') state = 'between';
      else if (space) state = state === 'name' || state === 'afterName' ? 'afterName' : 'between';
      else if (character === '=' && state !== 'between') state = 'value';
      else {
        // A new name starts after white space or a slash (or after a name with no value).
        if (state !== 'name') count += 1;
        state = 'name';
      }
    }
    return done(length, false);
  };

  /** Where a comment whose text starts at `from` ends: `-->` or `--!>`, or at once for `<!-->`, `<!--->`. */
  const afterComment = (from: number): number => {
    if (html[from] === '>') return from + 1;
    if (html.startsWith('->', from)) return from + 2;
    const plain = commentEnd(from);
    const bang = bangCommentEnd(from);
    if (plain === -1 && bang === -1) return length;
    return plain !== -1 && (bang === -1 || plain < bang) ? plain + 3 : bang + 4;
  };

  /** The index where a raw-text element's own end tag starts, or the end of the text. */
  const rawTextEnd = (name: string, from: number): number => {
    for (let index = html.indexOf('</', from); index !== -1; index = html.indexOf('</', index + 2)) {
      const after = html.charCodeAt(index + 2 + name.length);
      if (
        html.slice(index + 2, index + 2 + name.length).toLowerCase() === name &&
        (Number.isNaN(after) || isSpace(after) || after === 47 || after === 62)
      ) {
        return index;
      }
    }
    return length;
  };

  while (at < length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) break;
    const next = html.charCodeAt(lt + 1);
    if (isLetter(next)) {
      const tag = readTag(lt + 1);
      at = tag.end;
      tags += 1;
      if (tags > HTML_LIMITS.tags) return 'tooManyTags';
      if (
        tag.attributes > HTML_LIMITS.attributesPerTag ||
        attributes > HTML_LIMITS.attributes ||
        attributeText > HTML_LIMITS.attributeText
      )
        return 'tooManyAttributes';
      if (
        LEAVES_FOREIGN.has(tag.name) ||
        (tag.name === 'font' && /\s(color|face|size)\s*=/i.test(html.slice(lt, tag.end)))
      ) {
        open.leaveForeign();
      }
      const foreign = open.inForeign();
      if (VOID.has(tag.name) || DOCUMENT.has(tag.name) || (tag.selfClosing && foreign)) continue;
      if (tag.name === 'plaintext' && !foreign) return null;
      closeImplied(open, tag.name);
      open.push(tag.name);
      if (open.depth > HTML_LIMITS.depth) return 'tooDeep';
      if (RAW_TEXT.has(tag.name) && !foreign) at = rawTextEnd(tag.name, at);
    } else if (next === 47 && isLetter(html.charCodeAt(lt + 2))) {
      const tag = readTag(lt + 2);
      at = tag.end;
      closeElement(open, tag.name);
    } else if (next === 33 && html.startsWith('--', lt + 2)) {
      at = afterComment(lt + 4);
    } else if (next === 33 && html.startsWith('[CDATA[', lt + 2) && open.inForeign()) {
      const end = cdataEnd(lt + 9);
      at = end === -1 ? length : end + 3;
    } else if (next === 33 || next === 47 || next === 63) {
      // <!DOCTYPE …>, <?…>, </ 3> and the like: bogus comments, up to the first `>`.
      const end = closeAngle(lt + 2);
      at = end === -1 ? length : end + 1;
    } else {
      at = lt + 1;
    }
  }
  return null;
}
