// The main-404 section: its Liquid, stylesheet and schema, as every theme has it.

import { type SectionFile } from '../schema'

export const main404: SectionFile = {
  name: 'main-404',
  liquid: String.raw`
<div class="page-width not-found">
  <p class="eyebrow">404</p>
  <h1 class="h1">{{ 'templates.404.title' | t }}</h1>
  <p>{{ 'templates.404.subtext' | t }}</p>
  <a href="{{ routes.all_products_collection_url }}" class="button button--primary">{{ 'general.continue_shopping' | t }}</a>
</div>
`,
  schema: { name: '404 page', tag: 'section', class: 'main-404-section', settings: [] },
}
