import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/**
 * Elements nested deeper than this are read as part of the deepest one kept, as browsers flatten a
 * tree past 512 levels. A tree parser's cost grows with the square of the depth (parse5 took two
 * minutes over 100,000 nested elements), and a recursive walk overflows the stack.
 */
const MAX_DEPTH = 256;
/** An address or a meta tag's content is never longer; a longer value is cut. */
const MAX_ATTRIBUTE_CHARS = 8 * 1024;
const names = (list: string): ReadonlySet<string> => new Set(list.split(' '));
/** The attributes the report reads; any other is skipped as it is read, however many an element has. */
const READ_ATTRIBUTES = names('rel href type name content id role src');
const VOID_ELEMENTS = names('area base br col embed hr img input keygen link meta param source track wbr');
/** Text inside these is not the page's reading text: the head, and what an agent does not run or show. */
const HIDDEN_ELEMENTS = names('head title script style noscript template svg');
/** Any other element closes an open head, as a browser's parser does when `</head>` is left out. */
const HEAD_ELEMENTS = names('title meta link style script noscript base template');
/** An element of these names closes an open one of the same name (`<li>a<li>b`, `<p>a<p>b`). */
const SELF_CLOSING_SIBLINGS = names('p li dt dd option tr td th');

export type Attributes = Readonly<Record<string, string>>;

export interface WalkEvents {
  /** An element opens; `hidden` when it is inside (or is) the head, a script or the like. */
  open(name: string, attributes: Attributes, hidden: boolean): void;
  /** A run of text, with entities decoded; `title` when it is the page's <title>. */
  text(text: string, where: { hidden: boolean; title: boolean }): void;
}

interface Frame {
  name: string;
  hidden: boolean;
}

/**
 * Reads a page's HTML in one pass over its tokens, with no tree: the open elements are an explicit
 * stack of at most MAX_DEPTH frames, so time and memory follow the page's length, whatever its depth,
 * attribute count or text. Closing tags are matched as a browser would for ordinary pages; for
 * hostile ones the result is only ever a page read a little differently, never a slow one.
 */
export function walkHtml(input: string, events: WalkEvents): void {
  const stack: Frame[] = [];
  const openCounts = new Map<string, number>();
  // Elements past MAX_DEPTH are not kept: their closing tags are matched by count alone.
  let overflow = 0;
  let tag = '';
  let attributes: Record<string, string> = {};
  let attribute: string | null = null;
  let value = '';

  const top = () => stack.at(-1);
  const push = (frame: Frame) => {
    stack.push(frame);
    openCounts.set(frame.name, (openCounts.get(frame.name) ?? 0) + 1);
  };
  const popTo = (length: number) => {
    while (stack.length > length) {
      const frame = stack.pop() as Frame;
      openCounts.set(frame.name, (openCounts.get(frame.name) ?? 1) - 1);
    }
  };
  const open = (selfClosing: boolean) => {
    const name = tag;
    if (top()?.name === 'head' && !HEAD_ELEMENTS.has(name)) popTo(stack.length - 1);
    if (SELF_CLOSING_SIBLINGS.has(name) && top()?.name === name) popTo(stack.length - 1);
    const hidden = (top()?.hidden ?? false) || HIDDEN_ELEMENTS.has(name);
    events.open(name, attributes, hidden);
    if (selfClosing || VOID_ELEMENTS.has(name)) return;
    if (stack.length < MAX_DEPTH) push({ name, hidden });
    else overflow += 1;
  };
  const close = (name: string) => {
    if (overflow > 0) {
      overflow -= 1;
      return;
    }
    if ((openCounts.get(name) ?? 0) === 0) return;
    const at = stack.findLastIndex((frame) => frame.name === name);
    popTo(at);
  };
  const text = (content: string) => {
    const frame = top();
    events.text(content, { hidden: frame?.hidden ?? false, title: frame?.name === 'title' });
  };
  const slice = (start: number, end: number) => input.slice(start, end);

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tag = slice(start, end).toLowerCase();
      attributes = {};
    },
    onattribname(start, end) {
      const name = slice(start, end).toLowerCase();
      attribute = READ_ATTRIBUTES.has(name) && !(name in attributes) ? name : null;
      value = '';
    },
    onattribdata(start, end) {
      if (attribute !== null && value.length < MAX_ATTRIBUTE_CHARS) value += slice(start, end);
    },
    onattribentity(codepoint) {
      if (attribute !== null && value.length < MAX_ATTRIBUTE_CHARS) value += String.fromCodePoint(codepoint);
    },
    onattribend() {
      if (attribute !== null) attributes[attribute] = value.slice(0, MAX_ATTRIBUTE_CHARS);
      attribute = null;
    },
    onopentagend: () => open(false),
    onselfclosingtag: () => open(true),
    onclosetag: (start, end) => close(slice(start, end).toLowerCase()),
    ontext: (start, end) => text(slice(start, end)),
    ontextentity: (codepoint) => text(String.fromCodePoint(codepoint)),
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onprocessinginstruction() {},
    onend() {},
  };
  const tokenizer = new Tokenizer({ xmlMode: false, decodeEntities: true }, callbacks);
  tokenizer.write(input);
  tokenizer.end();
}
