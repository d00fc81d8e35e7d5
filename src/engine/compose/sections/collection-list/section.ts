// The collection-list section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, ILLUSTRATION, illustration, IMAGE_RATIO, padding, type SectionFile } from '../schema'

export const collectionList: SectionFile = {
  name: 'collection-list',
  liquid: String.raw`
${sectionStyles('collection-list')}
{%- style -%}
  #shopify-section-{{ section.id }} .collection-list { --columns-desktop: {{ section.settings.columns_desktop }}; --columns-mobile: 2; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width">
    {%- if section.settings.heading != blank -%}
      <div class="section-heading">
        <h2 class="h2">{{ section.settings.heading | escape }}</h2>
        <a href="{{ routes.collections_url }}" class="link-arrow">{{ 'general.view_all' | t }}</a>
      </div>
    {%- endif -%}
    <ul class="collection-list grid" role="list">
      {%- for block in section.blocks -%}
        {%- liquid
          assign list_collection = block.settings.collection
          assign card_title = block.settings.title | default: list_collection.title
          assign card_url = list_collection.url | default: routes.collections_url
          assign card_image = list_collection.featured_image | default: list_collection.image
        -%}
        <li class="grid__item" {{ block.shopify_attributes }}>
          <a href="{{ card_url }}" class="collection-card collection-card--{{ section.settings.card_style }}">
            <div class="collection-card__media media media--{{ section.settings.image_ratio }}">
              {%- if card_image != blank -%}
                {{ card_image | image_url: width: 900 | image_tag: widths: '300, 450, 600, 900', sizes: '(min-width: 990px) 25vw, 50vw', loading: 'lazy' }}
              {%- elsif block.settings.illustration != blank -%}
                ${illustration('block.settings.illustration', 'collection-card__illustration')}
              {%- else -%}
                <span class="collection-card__initial" aria-hidden="true">{{ card_title | slice: 0 }}</span>
              {%- endif -%}
            </div>
            <span class="collection-card__title">{{ card_title | escape }} <span aria-hidden="true">&rarr;</span></span>
          </a>
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.collection-card{display:grid;gap:.75rem;color:inherit;text-decoration:none}
.collection-card__media{border-radius:var(--radius);overflow:hidden;background:color-mix(in srgb,var(--color-accent) 35%,var(--color-bg));display:flex;align-items:center;justify-content:center}
.collection-card__media img{width:100%;height:100%;object-fit:cover;transition:transform .4s ease}
.collection-card:hover img{transform:scale(1.04)}
.collection-card__initial{font-family:var(--font-heading);font-size:4rem;opacity:.55}
.collection-card__illustration{width:58%;height:58%}
.collection-card__title{font-family:var(--font-heading);font-weight:var(--font-heading-weight);letter-spacing:var(--heading-spacing);text-transform:var(--heading-case);font-size:1.05rem}
.collection-card--overlay{position:relative}
.collection-card--overlay .collection-card__title{position:absolute;left:1rem;bottom:1rem;background:var(--color-bg);padding:.4rem .8rem;border-radius:var(--radius)}
`,
  schema: {
    name: 'Collection list',
    tag: 'section',
    class: 'collection-list-section',
    max_blocks: 12,
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Collections' },
      {
        type: 'range',
        id: 'columns_desktop',
        label: 'Columns on desktop',
        min: 1,
        max: 6,
        step: 1,
        default: 4,
      },
      IMAGE_RATIO,
      {
        type: 'select',
        id: 'card_style',
        label: 'Card style',
        options: [
          { value: 'standard', label: 'Title below' },
          { value: 'overlay', label: 'Title on image' },
        ],
        default: 'standard',
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'featured_collection',
        name: 'Collection',
        settings: [
          { type: 'collection', id: 'collection', label: 'Collection' },
          { type: 'text', id: 'title', label: 'Title', info: 'Defaults to the collection title' },
          ILLUSTRATION,
        ],
      },
    ],
    presets: [
      {
        name: 'Collection list',
        blocks: [
          { type: 'featured_collection' },
          { type: 'featured_collection' },
          { type: 'featured_collection' },
        ],
      },
    ],
  },
}
