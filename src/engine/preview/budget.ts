// The render budget of one render() call (one section, or one layout, with the snippets it
// renders), that no single node can escape. liquidjs's own limits count characters and array
// items as they are charged and check the clock between nodes; but one filter is one node, and
// 150 bytes of Liquid (`append` a string to itself 23 times, `split: ""`, `sort`) stayed under
// both while it took 4.9 s and a gigabyte. So every filter call is charged too:
// - before it runs, the work it is about to do (a sort of n items is n·log2 n steps), refused
//   when that work would not fit in the time left;
// - after it returns, the bytes of what it made (a string's characters, 8 bytes an array slot);
// - and the clock, after every filter and every charge liquidjs makes.
// What a render prints (its output, a capture) is charged as it is written, and an array is
// weighed by the text it holds, not its slots, before anything joins, prints or sorts it (a few
// slots can hold one megabyte string hundreds of times).
// Passing a limit stops the render with one error, which the section shows in its place.
import { Context, Liquid, toValue, type FilterImplOptions, type RenderOptions, type Template } from 'liquidjs'

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type FilterHandler = Extract<FilterImplOptions, Function>

/** Bytes a render may make through filters and liquidjs's own charges. */
export const RENDER_BYTE_BUDGET = 48 * 1024 * 1024
/** Characters and items liquidjs itself may charge (its memoryLimit, unchanged). */
export const RENDER_UNIT_BUDGET = 5e7
/** Time a render may take, in ms (liquidjs's renderLimit). */
export const RENDER_TIME_BUDGET_MS = 2000
/** Steps of filter work a millisecond is assumed to hold (a comparison of a sort, a copied item). */
const STEPS_PER_MS = 20_000
/** An array slot: a pointer, or a small number. */
const SLOT_BYTES = 8
/** What one write to a render's output costs beyond its text: a node of the joined string. */
const WRITE_BYTES = 32
/** Bytes of text a step reads (copying, comparing or lower-casing it). */
const BYTES_PER_STEP = 32
/**
 * The most one charge of liquidjs's may be: it charges before it makes a string, an array or a
 * range, and cannot say which, so the largest (a range, 8 bytes an item) bounds what one node
 * makes to 32 MB. A theme's single string operation is far smaller.
 */
const SINGLE_CHARGE_LIMIT = 4_000_000

export class RenderBudgetError extends Error {}

/** 44040192 -> "44,040,192", whatever the runtime's locale data. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Sorting filters: n·log2 n steps. The other filters that walk an array: n steps. */
const SORTING = new Set(['sort', 'sort_natural', 'uniq'])

function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length
  if (Array.isArray(value)) return value.length
  return 0
}

/**
 * What a value would come to as text, in bytes, before anything makes that text: a string's
 * length, and an array's slots and the strings it holds (two levels down). An array can hold
 * one megabyte string 256 times for the price of 256 slots; printed, joined or lower-cased it is
 * 256 MB.
 */
export function bytesOf(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length
  if (!Array.isArray(value)) return 0
  let bytes = value.length * SLOT_BYTES
  if (depth < 2) for (const item of value) bytes += bytesOf(item, depth + 1)
  return bytes
}

/**
 * liquidjs's Limiter, twice over: `use(count)` is its memory charge and `check(now)` its clock.
 * One object is both the memoryLimit and the renderLimit of a render's Context, so partials and
 * child contexts (which share them) share the budget.
 */
export class RenderBudget {
  units = 0
  bytes = 0
  /** Date.now() past which the render stops */
  readonly deadline: number

  constructor(
    timeMs = RENDER_TIME_BUDGET_MS,
    readonly byteLimit = RENDER_BYTE_BUDGET,
    readonly unitLimit = RENDER_UNIT_BUDGET,
    /** a page-wide deadline (ms, Date.now) that comes sooner than this render's own */
    pageDeadline?: number,
  ) {
    const own = Date.now() + timeMs
    this.deadline = pageDeadline === undefined ? own : Math.min(own, pageDeadline)
  }

  /** liquidjs's memory charge: characters or items it is about to make. */
  use(count: number): void {
    const n = +count
    if (!(n > 0)) return
    this.units += n
    if (this.units > this.unitLimit || n > SINGLE_CHARGE_LIMIT)
      throw new RenderBudgetError('memory alloc limit exceeded')
    this.charge(n)
    this.tick()
  }

  tick(): void {
    if (Date.now() > this.deadline) throw new RenderBudgetError('template render limit exceeded')
  }

  /**
   * liquidjs's clock check. Its `now` is performance.now() where liquidjs finds a `window` or a
   * `global`, and Date.now() elsewhere (a Web Worker): the budget reads its own clock instead.
   */
  check(): void {
    this.tick()
  }

  /** Refuses what could make more than the bytes left, without counting it as made. */
  afford(bytes: number, what: string): void {
    if (this.bytes + bytes > this.byteLimit)
      throw new RenderBudgetError(
        `Render memory budget exceeded: ${what} would make ${Math.round(bytes / 1048576)} MB, over the ${Math.round(this.byteLimit / 1048576)} MB a section may`,
      )
  }

  charge(bytes: number): void {
    this.bytes += bytes
    if (this.bytes > this.byteLimit)
      throw new RenderBudgetError(
        `Render memory budget exceeded: this section made over ${Math.round(this.byteLimit / 1048576)} MB`,
      )
  }

  /** Refuses work that cannot end before the deadline. */
  plan(filter: string, steps: number): void {
    const left = this.deadline - Date.now()
    if (left <= 0) throw new RenderBudgetError('template render limit exceeded')
    if (steps / STEPS_PER_MS > left)
      throw new RenderBudgetError(
        `Render time budget exceeded: "${filter}" over ${grouped(Math.round(steps))} steps would not finish in time`,
      )
  }
}

/**
 * The work a filter is about to do, in steps: each item once (n log2 n comparisons to sort), and
 * each byte of its input once in BYTES_PER_STEP; a comparison of two strings reads them (a
 * natural sort lower-cases both, every time).
 */
function steps(filter: string, n: number, bytes: number): number {
  const touched = bytes / BYTES_PER_STEP
  if (!SORTING.has(filter) || n < 2) return n + touched
  return n * Math.log2(n) * (1 + bytes / n / BYTES_PER_STEP)
}

const WRAPPED = Symbol.for('vitrine.budgetedFilter')

type Handler = ((this: { context: Context }, ...args: unknown[]) => unknown) & { [WRAPPED]?: true }

function budgetOf(context: Context | undefined): RenderBudget | undefined {
  const limit = context?.memoryLimit as unknown
  return limit instanceof RenderBudget ? limit : undefined
}

function chargeResult(budget: RenderBudget, input: unknown, result: unknown): void {
  if (typeof result === 'string') {
    if (result !== input) budget.charge(result.length)
  } else if (Array.isArray(result)) {
    if (result !== input) budget.charge(result.length * SLOT_BYTES)
  }
  budget.tick()
}

/** Charges every filter the engine has (Shopify's and liquidjs's) against the render's budget. */
export function budgetFilters(liquid: Liquid): void {
  for (const [name, impl] of Object.entries(liquid.filters)) {
    const options = typeof impl === 'function' ? { handler: impl, raw: false } : impl
    const handler = options.handler as Handler | undefined
    if (!handler || handler[WRAPPED]) continue
    const budgeted: Handler = function (this: { context: Context }, value: unknown, ...args: unknown[]) {
      const budget = budgetOf(this?.context)
      if (!budget) return handler.call(this, value, ...args)
      const n = Math.max(sizeOf(value), ...args.map(sizeOf))
      const bytes = Math.max(bytesOf(value), ...args.map((arg) => bytesOf(arg)))
      // A filter can make as much text as its input holds (a string filter joins an array).
      budget.afford(bytes, `"${name}"`)
      budget.plan(name, steps(name, n, bytes))
      const result = handler.call(this, value, ...args)
      if (result instanceof Promise) return result.then((done) => (chargeResult(budget, value, done), done))
      chargeResult(budget, value, result)
      return result
    }
    budgeted[WRAPPED] = true
    liquid.filters[name] =
      typeof impl === 'function'
        ? (budgeted as FilterHandler)
        : { ...options, handler: budgeted as FilterHandler }
  }
}

/** As liquidjs prints a value: a Drop's value, nothing for nil, an array's items one after another. */
function stringify(value: unknown): string {
  const plain = toValue(value) as unknown
  if (typeof plain === 'string') return plain
  if (plain === null || plain === undefined) return ''
  if (Array.isArray(plain)) return plain.map(stringify).join('')
  return String(plain)
}

/**
 * What a render prints, charged as it is printed: a section that prints a megabyte string 256
 * times is stopped at the budget, and an array is weighed before it is joined.
 */
class BudgetedEmitter {
  buffer = ''
  constructor(private readonly budget: RenderBudget) {}
  write(html: unknown): void {
    if (Array.isArray(html)) this.budget.afford(bytesOf(html), 'printing an array')
    const text = stringify(html)
    // Each write adds a node to the output string (V8 joins strings lazily), a few words each.
    this.budget.charge(text.length + WRITE_BYTES)
    this.buffer += text
  }
}

/**
 * A Liquid whose every renderSync runs within a fresh budget (liquidjs's limits, and every
 * filter charged once budgetFilters has wrapped them): the sections, layouts and snippets the
 * preview renders, whoever calls it.
 */
export class BudgetedLiquid extends Liquid {
  /** the page's own deadline (Date.now ms): a render ends by it when it comes sooner */
  pageDeadline: number | undefined

  constructor(options?: ConstructorParameters<typeof Liquid>[0]) {
    super(options)
    // Every render that makes its own output (a render() call, a capture) writes it through
    // a budgeted emitter; the tags that take the emitter they are given pass it on.
    const renderer = this.renderer
    const renderTemplates = renderer.renderTemplates.bind(renderer)
    renderer.renderTemplates = (templates, ctx, emitter) => {
      const budget = budgetOf(ctx)
      return renderTemplates(templates, ctx, emitter ?? (budget ? new BudgetedEmitter(budget) : undefined))
    }
  }

  override renderSync(
    template: Template[],
    scope?: object,
    renderOptions?: RenderOptions,
  ): ReturnType<Liquid['renderSync']> {
    if (scope instanceof Context) return super.renderSync(template, scope, renderOptions)
    const budget = new RenderBudget(
      RENDER_TIME_BUDGET_MS,
      RENDER_BYTE_BUDGET,
      RENDER_UNIT_BUDGET,
      this.pageDeadline,
    )
    const limits = budget as unknown as Context['memoryLimit']
    const context = new Context(
      scope ?? {},
      this.options,
      { ...renderOptions, sync: true },
      { liquid: this, memoryLimit: limits, renderLimit: limits },
    )
    return super.renderSync(template, context)
  }
}
