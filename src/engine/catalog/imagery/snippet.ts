// snippets/illustration.liquid: the still life of ./scene drawn inline in the theme's own colours
// (CSS custom properties), so it follows the merchant's colour settings. Sections render it while
// their image picker is empty; a theme carries only the drawings it uses.
import { artBody } from './art'
import { FALLBACK_ILLUSTRATION, drawingOf, isIllustrationId } from './drawings'
import type { IllustrationId } from './icons'
import {
  type ColorRole,
  type IllustrationVariant,
  type Paint,
  SCENE_SIZE,
  backdropMarkup,
  objectMarkup,
  objectView,
  objectsMarkup,
} from './scene'

/** The scene's colours from the theme's own (layout/theme.liquid sets these properties). */
const THEME_COLORS: Record<ColorRole, string> = {
  backdrop: 'color-mix(in srgb,var(--color-accent) 16%,var(--color-background))',
  shape: 'color-mix(in srgb,var(--color-accent) 34%,var(--color-background))',
  pattern: 'color-mix(in srgb,var(--color-primary) 30%,var(--color-background))',
  fill: 'var(--color-surface)',
  stroke: 'var(--color-primary)',
  shadow: 'color-mix(in srgb,var(--color-primary) 22%,var(--color-background))',
}

/** Declared once on the drawing and referred to by every element, so the markup stays short. */
const ROLE_PROPERTY = (role: ColorRole) => `--illustration-${role}`

const THEME_PAINT: Paint = {
  inline: true,
  colors: Object.fromEntries(
    Object.keys(THEME_COLORS).map((role) => [role, `var(${ROLE_PROPERTY(role as ColorRole)})`]),
  ) as Record<ColorRole, string>,
}

const ROOT_STYLE = Object.entries(THEME_COLORS)
  .map(([role, value]) => `${ROLE_PROPERTY(role as ColorRole)}:${value}`)
  .join(';')

/** Backdrops the snippet can choose between (by `seed`, or by the name's length). */
const LOOKS = 4

const VARIANTS: IllustrationVariant[] = ['hero', 'tile', 'product']

function objectBranch(id: IllustrationId): string {
  const drawing = drawingOf(id)
  return (
    `    {%- assign view = '${objectView(drawing)}' -%}\n` +
    `    {%- capture object -%}${objectMarkup(drawing, THEME_PAINT)}{%- endcapture -%}\n` +
    `    {%- assign twin = object -%}`
  )
}

/** A coloured picture (32-unit bodies) on its ground shadow, as the snippet's object. */
function pictureObject(body: string): string {
  return `<ellipse cx="16" cy="30.4" rx="11" ry="1.5"${paintShadow}/>${body}`
}

const paintShadow = ` style="fill:var(${ROLE_PROPERTY('shadow')})"`

/** The branch of a drawing shown as a coloured picture: the product, its companion as the hero's twin. */
function pictureBranch(bodies: readonly string[]): string {
  const [main, companion] = bodies
  return (
    `    {%- assign view = '0 0 32 32' -%}\n` +
    `    {%- capture object -%}${pictureObject(main ?? '')}{%- endcapture -%}\n` +
    (companion === undefined
      ? `    {%- assign twin = object -%}`
      : `    {%- capture twin -%}${pictureObject(companion)}{%- endcapture -%}`)
  )
}

/** The loaded bodies of a picture, or undefined when any part is not loaded. */
function bodiesOf(picture: readonly string[] | undefined): string[] | undefined {
  const bodies = picture?.slice(0, 2).map(artBody)
  return bodies && bodies.length > 0 && bodies.every((body) => body !== undefined)
    ? (bodies as string[])
    : undefined
}

function sceneBranches(variant: IllustrationVariant): string {
  const looks = Array.from({ length: LOOKS }, (_, look) => {
    const body =
      backdropMarkup(variant, look, THEME_PAINT) +
      objectsMarkup(variant, look, '{{ view }}', '{{ object }}', '{{ twin }}')
    return look === 0 ? `    {%- else -%}\n      ${body}` : `    {%- when ${look} -%}\n      ${body}`
  })
  // `else` last: Liquid takes the first matching branch, and look 0 is the catch-all.
  const [first, ...rest] = looks
  return `    {%- case look -%}\n${[...rest, first].join('\n')}\n    {%- endcase -%}`
}

/**
 * The source of snippets/illustration.liquid drawing `ids` (unknown names get a neutral drawing),
 * each in colour where `pictures` gives it a loaded coloured picture (Fluent Emoji names).
 */
export function illustrationSnippet(
  ids: readonly string[],
  pictures: Readonly<Record<string, readonly string[]>> = {},
): string {
  const known = [...new Set(ids.filter(isIllustrationId))].filter((id) => id !== FALLBACK_ILLUSTRATION)
  const pictureOf = (id: string) => bodiesOf(Object.hasOwn(pictures, id) ? pictures[id] : undefined)
  const branches = known
    .map((id) => {
      const bodies = pictureOf(id)
      return `  {%- when '${id}' -%}\n${bodies ? pictureBranch(bodies) : objectBranch(id)}`
    })
    .join('\n')
  const coloured = known.some((id) => pictureOf(id) !== undefined)
  const variants = VARIANTS.map((variant, index) => {
    const head = index === VARIANTS.length - 1 ? '{%- else -%}' : `{%- when '${variant}' -%}`
    return `  ${head}\n${sceneBranches(variant)}`
  }).join('\n')
  const sizes = VARIANTS.map(
    (variant) => `${variant}:${SCENE_SIZE[variant].width}x${SCENE_SIZE[variant].height}`,
  )
  return `{%- comment -%}
  Draws an illustration of a kind of product on a tinted backdrop, in the theme's colours, for
  places whose image is not set yet. Sizes (${sizes.join(', ')}).
  Accepts: name (string), class (string), variant ('product' | 'tile' | 'hero', optional), seed (number, optional).${
    coloured
      ? `
  Coloured pictures: Fluent Emoji, Copyright (c) Microsoft Corporation, MIT License
  (https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE).`
      : ''
  }
  Line drawings: Lucide (https://lucide.dev), ISC License.
{%- endcomment -%}
{%- liquid
  assign variant = variant | default: 'product'
  assign look = seed | default: name.size | modulo: ${LOOKS}
  assign width = 800
  assign height = 800
  if variant == 'hero'
    assign width = 1600
    assign height = 900
  endif
-%}
{%- case name -%}
${branches}
  {%- else -%}
${objectBranch(FALLBACK_ILLUSTRATION)}
{%- endcase -%}
<svg class="illustration {{ class | escape }}" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {{ width }} {{ height }}" preserveAspectRatio="xMidYMid slice" style="${ROOT_STYLE}">
{%- case variant -%}
${variants}
{%- endcase -%}
</svg>
`
}
