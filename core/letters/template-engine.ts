import { Liquid } from 'liquidjs';
import { MERGE_FIELDS, type MergeFields } from '../../domain/message-templates';

/**
 * The template engine of the letters and status e-mails (decision 133): LiquidJS, strict and
 * sandboxed. A template reads only the merge fields (each a string) and runs no code:
 *
 * - no file system and no other templates (`include`, `render`, `layout` are refused), no
 *   variables of its own (`assign`, `capture`, counters), only `if`/`unless`/`case`/`for` and
 *   `raw`/`comment`;
 * - a handful of text filters, any other filter refused (`strictFilters`);
 * - an unknown name, or a property of a field (`first_name.constructor`), is an error
 *   (`strictVariables`, `ownPropertyOnly`);
 * - limits on the template's length, the time to render and the memory it may make.
 *
 * The output is text, never HTML: whatever builds HTML from it escapes it, so HTML in a field,
 * or in the template, is shown as text.
 */

const ALLOWED_TAGS = new Set(['if', 'unless', 'case', 'for', 'break', 'continue', 'comment', 'raw', '#']);
const ALLOWED_FILTERS = new Set([
  'upcase',
  'downcase',
  'capitalize',
  'strip',
  'lstrip',
  'rstrip',
  'append',
  'prepend',
  'default',
  'newline_to_br',
  'strip_newlines',
  'split',
  'first',
  'last',
  'size',
  'join',
]);

export class TemplateProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateProblem';
  }
}

function refusedTag(name: string): Parameters<Liquid['registerTag']>[1] {
  return {
    parse() {
      throw new TemplateProblem(`The tag “${name}” is not allowed in a template.`);
    },
    render() {
      return '';
    },
  };
}

function createEngine(): Liquid {
  const engine = new Liquid({
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    // Templates in memory only: nothing is ever read from the disk.
    templates: {},
    parseLimit: 50_000,
    renderLimit: 1_000,
    memoryLimit: 1_000_000,
    greedy: false,
  });
  for (const name of Object.keys(engine.tags)) {
    if (!ALLOWED_TAGS.has(name)) engine.registerTag(name, refusedTag(name));
  }
  for (const name of Object.keys(engine.filters)) {
    if (!ALLOWED_FILTERS.has(name)) delete engine.filters[name];
  }
  return engine;
}

const engine = createEngine();

const KNOWN = new Set<string>(MERGE_FIELDS);

/** A short, staff-readable reason from LiquidJS's error (its first line, without the template's text). */
function reason(error: unknown): string {
  if (error instanceof TemplateProblem) return error.message;
  const cause = (error as { originalError?: unknown }).originalError;
  if (cause instanceof TemplateProblem) return cause.message;
  const message = error instanceof Error ? error.message : String(error);
  const undefinedVariable = /undefined variable: ([^\s,]+)/.exec(message);
  if (undefinedVariable) return `Unknown field “${undefinedVariable[1]}”.`;
  if (/limit exceeded/.test(message)) return 'The template makes too much text to fill in.';
  const undefinedFilter = /undefined filter: ([^\s,]+)/.exec(message);
  if (undefinedFilter) return `The filter “${undefinedFilter[1]}” is not allowed in a template.`;
  return (message.split('\n')[0] ?? message).replace(/, line:\d+, col:\d+$/, '').slice(0, 200);
}

/**
 * Why a template may not be saved, or null when it may: it does not parse, uses a tag or filter
 * outside the sandbox, names a field that is not a merge field, or fails to render with every
 * field given.
 */
export function templateProblem(source: string, sample: MergeFields): string | null {
  try {
    const parsed = engine.parse(source);
    for (const name of engine.globalVariablesSync(parsed)) {
      if (!KNOWN.has(name)) return `Unknown field “${name}”.`;
    }
    engine.renderSync(parsed, sample);
    return null;
  } catch (error) {
    return reason(error);
  }
}

/** The template filled with the fields: text. Throws TemplateProblem when it cannot be. */
export function renderTemplate(source: string, fields: MergeFields): string {
  try {
    return String(engine.parseAndRenderSync(source, fields));
  } catch (error) {
    throw new TemplateProblem(reason(error));
  }
}
