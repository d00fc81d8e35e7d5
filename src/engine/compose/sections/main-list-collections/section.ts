// The main-list-collections section: its Liquid, stylesheet and schema, as every theme has it.
import { padding, PADDING_STYLE, type SectionFile } from '../schema'

export const mainListCollections: SectionFile = {
  name: 'main-list-collections',
  liquid: String.raw`
${PADDING_STYLE}
<div class="page-width section-{{ section.id }}-padding">
  <h1 class="h1">{{ section.settings.title | escape }}</h1>
  <ul class="grid collection-grid" role="list">
    {%- for collection in collections -%}
      <li class="grid__item">
        <a href="{{ collection.url }}" class="collection-tile">
          <span class="collection-tile__media media media--square">
            {%- if collection.featured_image -%}
              {{ collection.featured_image | image_url: width: 900 | image_tag: widths: '300, 600, 900', sizes: '(min-width: 990px) 33vw, 50vw', loading: 'lazy' }}
            {%- else -%}
              <span class="collection-tile__initial" aria-hidden="true">{{ collection.title | slice: 0 }}</span>
            {%- endif -%}
          </span>
          <span class="collection-tile__title">{{ collection.title | escape }}</span>
        </a>
      </li>
    {%- endfor -%}
  </ul>
</div>
`,
  schema: {
    name: 'Collections list page',
    tag: 'section',
    class: 'main-list-collections-section',
    settings: [{ type: 'text', id: 'title', label: 'Heading', default: 'Collections' }, ...padding(32, 48)],
  },
}
