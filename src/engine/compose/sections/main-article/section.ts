// The main-article section: its Liquid, stylesheet and schema, as every theme has it.
import { padding, PADDING_STYLE, type SectionFile } from '../schema'

export const mainArticle: SectionFile = {
  name: 'main-article',
  liquid: String.raw`
${PADDING_STYLE}
<article class="page-width page-width--narrow article section-{{ section.id }}-padding">
  <p class="article__meta">{{ article.published_at | date: format: 'date' }} &middot; {{ article.author | escape }}</p>
  <h1 class="h1 article__title">{{ article.title | escape }}</h1>
  {%- if article.image -%}
    <div class="article__image media media--landscape">
      {{ article.image | image_url: width: 1600 | image_tag: widths: '800, 1200, 1600', sizes: '(min-width: 990px) 50rem, 100vw', loading: 'eager' }}
    </div>
  {%- endif -%}
  <div class="rte article__content">{{ article.content }}</div>
  {%- if article.tags.size > 0 -%}
    <ul class="article__tags" role="list">
      {%- for tag in article.tags -%}
        <li>{{ tag | escape }}</li>
      {%- endfor -%}
    </ul>
  {%- endif -%}
  <a href="{{ blog.url }}" class="link-arrow link-arrow--back">{{ 'blogs.article.back_to_blog' | t }}</a>
</article>
`,
  schema: {
    name: 'Blog post',
    tag: 'section',
    class: 'main-article-section',
    settings: padding(32, 48),
  },
}
