// The image-banner section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { ALIGNMENT, HEADING_SIZE } from '../parts'
import {
  COLOR_STYLE,
  colorSettings,
  ILLUSTRATION,
  illustration,
  type SectionFile,
  stylesheet,
} from '../schema'

export const imageBanner: SectionFile = {
  name: 'image-banner',
  liquid: String.raw`
${stylesheet('image-banner')}
{%- style -%}
  #shopify-section-{{ section.id }} .banner__media::after { opacity: {{ section.settings.overlay_opacity | divided_by: 100.0 }}; }
{%- endstyle -%}
${COLOR_STYLE}
<div class="banner banner--{{ section.settings.height }} banner--{{ section.settings.alignment }} banner--{{ section.settings.background_style }} color-{{ section.settings.color_scheme }} section-colors{% if section.settings.image != blank %} banner--has-image{% endif %}">
  {%- if section.settings.image != blank -%}
    <div class="banner__media">
      {{ section.settings.image | image_url: width: 3000 | image_tag: class: 'banner__image', widths: '750, 1100, 1500, 2200, 3000', sizes: '100vw', loading: 'eager' }}
    </div>
  {%- else -%}
    <div class="banner__decor" aria-hidden="true">
      {%- if section.settings.illustration != blank and section.settings.alignment != 'center' -%}
        ${illustration('section.settings.illustration', 'banner__illustration')}
      {%- endif -%}
    </div>
  {%- endif -%}
  <div class="page-width banner__content">
    <div class="banner__box">
      {%- if section.settings.image == blank and section.settings.illustration != blank and section.settings.alignment == 'center' -%}
        <div class="banner__art" aria-hidden="true">
          ${illustration('section.settings.illustration', 'banner__art-illustration')}
        </div>
      {%- endif -%}
      {%- for block in section.blocks -%}
        {%- case block.type -%}
          {%- when 'heading' -%}
            <h1 class="banner__heading {{ block.settings.size }}" {{ block.shopify_attributes }}>{{ block.settings.heading | escape }}</h1>
          {%- when 'text' -%}
            <p class="banner__text" {{ block.shopify_attributes }}>{{ block.settings.text | escape }}</p>
          {%- when 'buttons' -%}
            <div class="banner__buttons button-row" {{ block.shopify_attributes }}>
              {%- if block.settings.button_label_1 != blank -%}
                <a href="{{ block.settings.button_link_1 | default: routes.all_products_collection_url }}" class="button button--primary">{{ block.settings.button_label_1 | escape }}</a>
              {%- endif -%}
              {%- if block.settings.button_label_2 != blank -%}
                <a href="{{ block.settings.button_link_2 | default: routes.collections_url }}" class="button button--secondary">{{ block.settings.button_label_2 | escape }}</a>
              {%- endif -%}
            </div>
        {%- endcase -%}
      {%- endfor -%}
    </div>
  </div>
</div>
`,
  css: `.banner{position:relative;display:flex;align-items:center;overflow:hidden;isolation:isolate}
.banner--small{min-height:18rem}
.banner--medium{min-height:28rem}
.banner--large{min-height:36rem}
.banner__media{position:absolute;inset:0;z-index:-1}
.banner__media::after{content:"";position:absolute;inset:0;background:#000}
.banner__image{width:100%;height:100%;object-fit:cover}
.banner__decor{position:absolute;inset:0;z-index:-1}
.banner--gradient .banner__decor{background:radial-gradient(circle at 80% 20%,color-mix(in srgb,var(--color-accent) 55%,transparent),transparent 55%),linear-gradient(135deg,var(--color-bg),color-mix(in srgb,var(--color-bg) 70%,var(--color-accent)))}
.banner--pattern .banner__decor{background-image:radial-gradient(color-mix(in srgb,currentColor 14%,transparent) 1.5px,transparent 1.5px);background-size:22px 22px}
.banner--shapes .banner__decor::before,.banner--shapes .banner__decor::after{content:"";position:absolute;border-radius:50%;background:var(--color-accent);opacity:.85}
.banner--shapes .banner__decor::before{width:22rem;height:22rem;right:-5rem;top:-6rem}
.banner--shapes .banner__decor::after{width:12rem;height:12rem;right:18%;bottom:-4rem;opacity:.5}
.banner__content{width:100%;padding-top:4rem;padding-bottom:4rem}
.banner__box{max-width:44rem;display:grid;gap:1.25rem}
.banner--center .banner__box{margin:0 auto;text-align:center;justify-items:center}
.banner--has-image{color:#fff}
.banner__heading{margin:0}
.banner__text{margin:0;font-size:1.15rem;max-width:36rem}
.banner__illustration{display:none}
@media screen and (min-width:750px){.banner__illustration{display:block;position:absolute;right:-1.5rem;bottom:-1rem;width:13rem;height:13rem;opacity:.18}}
@media screen and (min-width:990px){.banner__illustration{right:6%;top:50%;bottom:auto;width:min(32vw,26rem);height:min(32vw,26rem);transform:translateY(-50%);opacity:.9}}
.banner__art{width:5.5rem;height:5.5rem;border-radius:50%;overflow:hidden}
.banner__art-illustration{width:100%;height:100%;display:block}
@media screen and (min-width:990px){.banner__art{width:7rem;height:7rem}}
`,
  schema: {
    name: 'Image banner',
    tag: 'section',
    class: 'banner-section',
    max_blocks: 3,
    settings: [
      { type: 'image_picker', id: 'image', label: 'Image' },
      ILLUSTRATION,
      {
        type: 'range',
        id: 'overlay_opacity',
        label: 'Image overlay opacity',
        min: 0,
        max: 90,
        step: 10,
        unit: '%',
        default: 30,
      },
      {
        type: 'select',
        id: 'height',
        label: 'Height',
        options: [
          { value: 'small', label: 'Small' },
          { value: 'medium', label: 'Medium' },
          { value: 'large', label: 'Large' },
        ],
        default: 'medium',
      },
      ALIGNMENT,
      {
        type: 'select',
        id: 'background_style',
        label: 'Background without image',
        options: [
          { value: 'solid', label: 'Solid' },
          { value: 'gradient', label: 'Gradient' },
          { value: 'pattern', label: 'Dots' },
          { value: 'shapes', label: 'Shapes' },
        ],
        default: 'gradient',
      },
      ...colorSettings('primary'),
    ],
    blocks: [
      {
        type: 'heading',
        name: 'Heading',
        limit: 1,
        settings: [
          { type: 'text', id: 'heading', label: 'Heading', default: 'Image banner' },
          { ...HEADING_SIZE, default: 'h0' },
        ],
      },
      {
        type: 'text',
        name: 'Text',
        limit: 1,
        settings: [
          {
            type: 'text',
            id: 'text',
            label: 'Text',
            default: 'Give customers details about the banner image.',
          },
        ],
      },
      {
        type: 'buttons',
        name: 'Buttons',
        limit: 1,
        settings: [
          { type: 'text', id: 'button_label_1', label: 'First button label', default: 'Shop all' },
          { type: 'url', id: 'button_link_1', label: 'First button link' },
          { type: 'text', id: 'button_label_2', label: 'Second button label' },
          { type: 'url', id: 'button_link_2', label: 'Second button link' },
        ],
      },
    ],
    presets: [{ name: 'Image banner', blocks: [{ type: 'heading' }, { type: 'text' }, { type: 'buttons' }] }],
  },
}
