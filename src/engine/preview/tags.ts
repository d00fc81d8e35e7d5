// Shopify's tags on liquidjs: section, sections, style, form, paginate, layout, content_for, the
// tags whose bodies are not Liquid (schema, stylesheet, javascript, doc), and a catch-all that
// lets tags we do not know render nothing instead of failing the whole template.
import {
  type Context,
  type Emitter,
  Hash,
  type Liquid,
  Tag,
  type TagToken,
  type Template,
  type TopLevelToken,
  type ValueToken,
  evalToken,
  toValue,
} from 'liquidjs'
import type { Parser } from 'liquidjs'

type TagClass = Parameters<Liquid['registerTag']>[1]
import type { Obj } from './data'
import type { RenderHost } from './host'
import { escapeAttribute } from '../model/text'
import { renderContentForBlocks, renderGroup, renderStaticBlock, renderStaticSection } from './render'
import { stateOf } from './state'

function readTemplates(tag: Tag, name: string, remain: TopLevelToken[], parser: Parser): Template[] {
  const templates: Template[] = []
  const stream = parser
    .parseStream(remain)
    .on(`tag:end${name}`, () => stream.stop())
    .on('template', (tpl: Template) => templates.push(tpl))
    .on('end', () => {
      throw new Error(`tag ${tag.name} not closed`)
    })
  stream.start()
  return templates
}

function quotedName(args: string): string | undefined {
  const m = /^\s*(['"])(.*?)\1/.exec(args)
  return m?.[2]
}

const FORM_ACTIONS: Record<string, string> = {
  product: '/cart/add',
  cart: '/cart',
  contact: '/contact#contact_form',
  customer: '/contact#contact_form',
  localization: '/localization',
  customer_login: '/account/login',
  create_customer: '/account',
  recover_customer_password: '/account/recover',
  reset_customer_password: '/account/reset',
  activate_customer_password: '/account/activate',
  customer_address: '/account/addresses',
  guest_login: '/account/login',
  storefront_password: '/password',
  new_comment: '/blogs/news/comments',
  currency: '/cart/update',
}

function layoutName(args: string): string | null {
  return quotedName(args) ?? (args.trim() === 'none' ? null : args.trim())
}

/**
 * The layout a parsed Liquid template names with a top-level {% layout %}: a name, null for
 * `none`, undefined when it names none (the page then uses layout/theme.liquid).
 */
export function declaredLayout(templates: Template[]): string | null | undefined {
  for (const template of templates) {
    const token = (template as { token?: Partial<TagToken> }).token
    if (template instanceof Tag && token?.name === 'layout' && typeof token.args === 'string')
      return layoutName(token.args)
  }
  return undefined
}

export function installTags(liquid: Liquid, runtime: RenderHost): void {
  class SectionTag extends Tag {
    private readonly sectionName: string
    constructor(token: TagToken, remain: TopLevelToken[], l: Liquid) {
      super(token, remain, l)
      this.sectionName = quotedName(token.args) ?? token.args.trim()
    }
    render(ctx: Context, emitter: Emitter): void {
      emitter.write(renderStaticSection(runtime, ctx, this.sectionName))
    }
  }

  class SectionsTag extends Tag {
    private readonly group: string
    constructor(token: TagToken, remain: TopLevelToken[], l: Liquid) {
      super(token, remain, l)
      this.group = quotedName(token.args) ?? token.args.trim()
    }
    render(ctx: Context, emitter: Emitter): void {
      emitter.write(renderGroup(runtime, ctx, this.group))
    }
  }

  /** Tags whose body is not Liquid: normally removed before parsing, skipped here otherwise. */
  const skipping = (name: string): TagClass =>
    class extends Tag {
      constructor(token: TagToken, remain: TopLevelToken[], l: Liquid) {
        super(token, remain, l)
        while (remain.length) {
          const next = remain.shift() as TagToken
          if (next && (next as { name?: string }).name === `end${name}`) return
        }
      }
      render(): void {}
    }

  class StyleTag extends Tag {
    private readonly templates: Template[]
    constructor(token: TagToken, remain: TopLevelToken[], l: Liquid, parser: Parser) {
      super(token, remain, l)
      this.templates = readTemplates(this, 'style', remain, parser)
    }
    *render(ctx: Context, emitter: Emitter) {
      emitter.write('<style data-shopify>')
      yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter)
      emitter.write('</style>')
    }
  }

  class FormTag extends Tag {
    private readonly templates: Template[]
    private readonly formType: ValueToken | undefined
    private readonly object: ValueToken | undefined
    private readonly hash: Hash
    constructor(token: TagToken, remain: TopLevelToken[], l: Liquid, parser: Parser) {
      super(token, remain, l)
      const tk = this.tokenizer
      this.formType = tk.readValue()
      tk.skipBlank()
      if (tk.peek() === ',') tk.advance()
      const save = tk.p
      tk.skipBlank()
      const candidate = tk.readValue()
      tk.skipBlank()
      if (candidate && tk.peek() !== ':') {
        this.object = candidate
        if (tk.peek() === ',') tk.advance()
      } else tk.p = save
      this.hash = new Hash(tk, l.options.keyValueSeparator)
      this.templates = readTemplates(this, 'form', remain, parser)
    }
    *render(ctx: Context, emitter: Emitter) {
      const type = String(toValue((yield evalToken(this.formType, ctx)) as unknown) ?? '')
      const named = (yield this.hash.render(ctx)) as Record<string, unknown>
      let attrs = ''
      for (const [k, v] of Object.entries(named)) {
        if (k === 'return_to' || v === undefined || v === null || v === false) continue
        attrs += v === true ? ` ${k}` : ` ${k}="${escapeAttribute(String(toValue(v)))}"`
      }
      const action = FORM_ACTIONS[type] ?? '#'
      emitter.write(
        `<form method="post" action="${action}" accept-charset="UTF-8"${type === 'product' ? ' enctype="multipart/form-data"' : ''}${attrs}>` +
          `<input type="hidden" name="form_type" value="${escapeAttribute(type)}"><input type="hidden" name="utf8" value="✓">`,
      )
      const form: Obj = {
        id: named.id ?? `${type}_form`,
        errors: null,
        'posted_successfully?': false,
        posted_successfully: false,
        email: '',
        first_name: '',
        last_name: '',
        body: '',
        author: '',
        password_needed: false,
      }
      if (this.object) yield evalToken(this.object, ctx)
      ctx.push({ form })
      try {
        yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter)
      } finally {
        ctx.pop()
      }
      emitter.write('</form>')
    }
  }

  class PaginateTag extends Tag {
    private readonly templates: Template[]
    private readonly path: string[]
    private readonly collection: ValueToken | undefined
    private readonly size: ValueToken | undefined
    constructor(token: TagToken, remain: TopLevelToken[], l: Liquid, parser: Parser) {
      super(token, remain, l)
      const tk = this.tokenizer
      tk.skipBlank()
      const begin = tk.p
      this.collection = tk.readValue()
      this.path = tk.input.slice(begin, tk.p).trim().split('.')
      tk.skipBlank()
      const by = tk.readIdentifier()
      if (by.content !== 'by') throw new Error(`illegal tag: ${token.getText()}`)
      this.size = tk.readValue()
      this.templates = readTemplates(this, 'paginate', remain, parser)
    }
    *render(ctx: Context, emitter: Emitter) {
      const all: unknown = toValue((yield evalToken(this.collection, ctx)) as unknown)
      const items = Array.isArray(all) ? all : []
      const pageSize = Math.max(1, Number(toValue((yield evalToken(this.size, ctx)) as unknown)) || 50)
      const pages = Math.max(1, Math.ceil(items.length / pageSize))
      const parts = Array.from({ length: Math.min(pages, 5) }, (_, i) => ({
        title: i + 1,
        url: `?page=${i + 1}`,
        is_link: i !== 0,
      }))
      const paginate = {
        current_page: 1,
        current_offset: 0,
        items: items.length,
        page_size: pageSize,
        pages,
        parts,
        previous: null,
        next: pages > 1 ? { title: 'Next &raquo;', url: '?page=2', is_link: true } : null,
        page_param: 'page',
      }
      const override: Obj = { paginate }
      // The paginated list, seen through its path, holds only the first page.
      const [head, ...rest] = this.path
      if (head && /^[\w-]+$/.test(head) && rest.every((p) => /^[\w-]+$/.test(p))) {
        const root: unknown = toValue((yield ctx._get([head])) as unknown)
        if (rest.length === 0) override[head] = items.slice(0, pageSize)
        else if (root && typeof root === 'object') {
          const clone = (obj: unknown, keys: string[]): unknown => {
            const [key, ...more] = keys
            if (!key || typeof obj !== 'object' || obj === null) return obj
            const copy = Object.assign(Object.create(Object.getPrototypeOf(obj)), obj) as Obj
            copy[key] = more.length === 0 ? items.slice(0, pageSize) : clone(copy[key], more)
            return copy
          }
          override[head] = clone(root, rest)
        }
      }
      ctx.push(override)
      try {
        yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter)
      } finally {
        ctx.pop()
      }
    }
  }

  class LayoutTag extends Tag {
    private readonly layout: string | null
    constructor(token: TagToken, remain: TopLevelToken[], l: Liquid) {
      super(token, remain, l)
      this.layout = layoutName(token.args)
    }
    render(ctx: Context): void {
      const state = stateOf(ctx)
      if (state) state.layout = this.layout
    }
  }

  class ContentForTag extends Tag {
    private readonly kind: string
    private readonly params: [string, ValueToken][] = []
    constructor(token: TagToken, remain: TopLevelToken[], l: Liquid) {
      super(token, remain, l)
      const tk = this.tokenizer
      const kind = tk.readValue()
      this.kind = kind && 'content' in kind ? String((kind as { content: unknown }).content) : ''
      // Named parameters, dotted ones too (closest.product: product), which Hash does not read.
      for (;;) {
        tk.skipBlank()
        if (tk.peek() === ',') tk.advance()
        tk.skipBlank()
        const key = /^[\w-]+(?:\.[\w-]+)*/.exec(tk.input.slice(tk.p, tk.N))?.[0]
        if (!key) break
        tk.p += key.length
        tk.skipBlank()
        if (tk.peek() !== ':') break
        tk.advance()
        const value = tk.readValue()
        if (!value) break
        this.params.push([key, value])
      }
    }
    *render(ctx: Context, emitter: Emitter) {
      const named: Record<string, unknown> = {}
      for (const [key, value] of this.params) named[key] = toValue((yield evalToken(value, ctx)) as unknown)
      if (this.kind === 'blocks') emitter.write(renderContentForBlocks(runtime, ctx, named))
      else if (this.kind === 'block')
        emitter.write(
          renderStaticBlock(runtime, ctx, String(named.type ?? ''), String(named.id ?? ''), named),
        )
    }
  }

  class MissingSnippetTag extends Tag {
    private readonly path: string
    constructor(token: TagToken, remain: TopLevelToken[], l: Liquid) {
      super(token, remain, l)
      this.path = quotedName(token.args) ?? ''
    }
    render(ctx: Context): void {
      stateOf(ctx)?.errors.push({ file: this.path, message: `Could not find asset ${this.path}` })
    }
  }

  class UnknownTag extends Tag {
    render(): void {}
  }

  liquid.registerTag('section', SectionTag)
  liquid.registerTag('sections', SectionsTag)
  for (const name of ['schema', 'stylesheet', 'javascript', 'doc']) liquid.registerTag(name, skipping(name))
  liquid.registerTag('style', StyleTag)
  liquid.registerTag('form', FormTag)
  liquid.registerTag('paginate', PaginateTag)
  liquid.registerTag('layout', LayoutTag)
  liquid.registerTag('content_for', ContentForTag)
  liquid.registerTag(runtime.missingTag, MissingSnippetTag)

  // Tags Shopify added after us, or an app's: render nothing rather than fail the template.
  const known = liquid.tags
  ;(liquid as { tags: Record<string, TagClass> }).tags = new Proxy(known, {
    get: (target, name: string | symbol) =>
      typeof name === 'string' && !(name in target) ? UnknownTag : Reflect.get(target, name),
  })
}
