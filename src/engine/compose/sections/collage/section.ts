// The collage section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, SECTION_OPEN, sectionHeading, sectionStyles } from '../parts'
import { colorSettings, illustration, ILLUSTRATION, IMAGE, padding, type SectionFile } from '../schema'

/** A collage tile's picture: the chosen resource's image, else the tile's image or illustration. */
const COLLAGE_MEDIA = `{%- if tile_image != blank -%}
              {%- if forloop.first -%}
                {{ tile_image | image_url: width: 1400 | image_tag: widths: '500, 800, 1100, 1400', sizes: '(min-width: 990px) 55vw, 100vw', loading: 'lazy' }}
              {%- else -%}
                {{ tile_image | image_url: width: 900 | image_tag: widths: '400, 600, 900', sizes: '(min-width: 990px) 40vw, 50vw', loading: 'lazy' }}
              {%- endif -%}
            {%- else -%}
              ${illustration('block.settings.illustration', 'collage__illustration')}
            {%- endif -%}`

export const collage: SectionFile = {
  name: 'collage',
  liquid: String.raw`
${sectionStyles('collage')}
${SECTION_OPEN}
  <div class="page-width">
    ${sectionHeading('collage')}
    <ul class="collage collage--{{ section.settings.layout }}" role="list">
      {%- for block in section.blocks -%}
        {%- liquid
          # Image blocks have an image setting; product and collection tiles take their resource's.
          assign tile_image = block.settings.image
          assign tile_url = block.settings.link
          case block.type
            when 'product'
              assign tile_product = block.settings.product
              if tile_product != blank
                assign tile_image = tile_product.featured_media
                assign tile_url = tile_product.url
              endif
              assign tile_url = tile_url | default: routes.all_products_collection_url
            when 'collection'
              assign tile_collection = block.settings.collection
              if tile_collection != blank
                assign tile_image = tile_collection.featured_image
                assign tile_url = tile_collection.url
              endif
              assign tile_url = tile_url | default: routes.collections_url
          endcase
        -%}
        <li class="collage__tile collage__tile--{{ block.type }}" {{ block.shopify_attributes }}>
          {%- capture tile_content -%}
            <div class="collage__media media">
              ${COLLAGE_MEDIA}
            </div>
            <div class="collage__caption">
              {%- case block.type -%}
                {%- when 'product' -%}
                  {%- if tile_product != blank -%}
                    <h3 class="h3 collage__title">{{ tile_product.title | escape }}</h3>
                    {%- render 'price', price_product: tile_product -%}
                  {%- else -%}
                    <h3 class="h3 collage__title">{{ block.settings.title | escape }}</h3>
                    {%- if block.settings.price != blank -%}
                      <p class="collage__price">{{ block.settings.price | escape }}</p>
                    {%- endif -%}
                    {%- if block.settings.text != blank -%}
                      <p class="collage__text">{{ block.settings.text | escape }}</p>
                    {%- endif -%}
                  {%- endif -%}
                {%- when 'collection' -%}
                  {%- if block.settings.title != blank -%}
                    <h3 class="h3 collage__title">{{ block.settings.title | escape }}</h3>
                  {%- elsif tile_collection != blank -%}
                    <h3 class="h3 collage__title">{{ tile_collection.title | escape }}</h3>
                  {%- endif -%}
                  {%- if block.settings.text != blank -%}
                    <p class="collage__text">{{ block.settings.text | escape }}</p>
                  {%- endif -%}
                {%- when 'image' -%}
                  {%- if block.settings.heading != blank -%}
                    <h3 class="h3 collage__title">{{ block.settings.heading | escape }}</h3>
                  {%- endif -%}
              {%- endcase -%}
            </div>
          {%- endcapture -%}
          {%- if tile_url != blank -%}
            <a href="{{ tile_url }}" class="collage__card">{{ tile_content }}</a>
          {%- else -%}
            <div class="collage__card">{{ tile_content }}</div>
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.collage__heading{margin:0 0 2rem}
.collage{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(2,minmax(0,1fr))}
.collage__tile:first-child{grid-column:1 / -1}
.collage__card{height:100%;display:flex;flex-direction:column;gap:.75rem;color:inherit;text-decoration:none}
.collage__media{border-radius:var(--radius);display:flex;align-items:center;justify-content:center;aspect-ratio:4 / 3;background:linear-gradient(150deg,color-mix(in srgb,var(--color-accent) 40%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 18%,var(--color-bg)))}
.collage__media img{transition:transform .5s ease}
a.collage__card:hover img{transform:scale(1.03)}
.collage__illustration{width:55%;height:70%}
.collage__caption{display:grid;gap:.3rem}
.collage__title{margin:0}
a.collage__card:hover .collage__title{text-decoration:underline}
.collage__price,.collage__text{margin:0}
.collage__text{opacity:.8;font-size:.95rem}
@media screen and (min-width:750px){
.collage{grid-template-columns:minmax(0,1.25fr) minmax(0,1fr);grid-auto-flow:dense;gap:1.5rem}
.collage__tile:first-child{grid-column:1;grid-row:span 2}
.collage--large_last{grid-template-columns:minmax(0,1fr) minmax(0,1.25fr)}
.collage--large_last .collage__tile:first-child{grid-column:2}
.collage__tile:first-child .collage__media{aspect-ratio:auto;flex:1 1 auto;min-height:20rem}
.collage__tile:not(:first-child) .collage__media{aspect-ratio:16 / 9}
}
@media (prefers-reduced-motion:reduce){.collage__media img{transition:none}}
`,
  schema: {
    name: 'Collage',
    tag: 'section',
    class: 'collage-section',
    max_blocks: 3,
    settings: [
      headingSetting('Shop the edit'),
      {
        type: 'select',
        id: 'layout',
        label: 'Large tile',
        options: [
          { value: 'large_first', label: 'Left' },
          { value: 'large_last', label: 'Right' },
        ],
        default: 'large_first',
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'product',
        name: 'Product',
        settings: [
          { type: 'product', id: 'product', label: 'Product' },
          { type: 'header', content: 'Shown until a product is chosen' },
          { type: 'text', id: 'title', label: 'Title', default: 'Featured product' },
          { type: 'text', id: 'price', label: 'Price' },
          { type: 'text', id: 'text', label: 'Text' },
          { type: 'url', id: 'link', label: 'Link' },
          ILLUSTRATION,
        ],
      },
      {
        type: 'collection',
        name: 'Collection',
        settings: [
          { type: 'collection', id: 'collection', label: 'Collection' },
          { type: 'text', id: 'title', label: 'Title', info: 'Defaults to the collection title' },
          { type: 'text', id: 'text', label: 'Text' },
          { type: 'header', content: 'Shown until a collection is chosen' },
          { type: 'url', id: 'link', label: 'Link' },
          ILLUSTRATION,
        ],
      },
      {
        type: 'image',
        name: 'Image',
        settings: [
          IMAGE,
          ILLUSTRATION,
          { type: 'text', id: 'heading', label: 'Heading', default: 'Image' },
          { type: 'url', id: 'link', label: 'Link' },
        ],
      },
    ],
    presets: [
      {
        name: 'Collage',
        blocks: [{ type: 'collection' }, { type: 'product' }, { type: 'image' }],
      },
    ],
  },
}
