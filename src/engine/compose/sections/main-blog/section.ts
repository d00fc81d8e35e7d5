// The main-blog section: its Liquid, stylesheet and schema, as every theme has it.
import { padding, PADDING_STYLE, type SectionFile, stylesheet } from '../schema'

export const mainBlog: SectionFile = {
  name: 'main-blog',
  liquid: String.raw`
${stylesheet('main-blog')}
${PADDING_STYLE}
{%- paginate blog.articles by section.settings.articles_per_page -%}
  <div class="page-width section-{{ section.id }}-padding">
    <h1 class="h1">{{ blog.title | escape }}</h1>
    {%- if blog.articles.size > 0 -%}
      <ul class="grid article-grid" role="list">
        {%- for article in blog.articles -%}
          <li class="grid__item">
            <article class="article-card">
              <a href="{{ article.url }}" class="article-card__media media media--landscape" tabindex="-1" aria-hidden="true">
                {%- if article.image -%}
                  {%- liquid
                    assign loading = 'lazy'
                    if forloop.first
                      assign loading = 'eager'
                    endif
                  -%}
                  {{ article.image | image_url: width: 1000 | image_tag: widths: '400, 700, 1000', sizes: '(min-width: 990px) 33vw, 100vw', loading: loading }}
                {%- else -%}
                  <span class="placeholder-block" aria-hidden="true"></span>
                {%- endif -%}
              </a>
              <p class="article-card__date">{{ article.published_at | date: format: 'date' }}</p>
              <h2 class="h3 article-card__title"><a href="{{ article.url }}">{{ article.title | escape }}</a></h2>
              <p class="article-card__excerpt">{{ article.excerpt_or_content | strip_html | truncatewords: 28 }}</p>
              <a href="{{ article.url }}" class="link-arrow">{{ 'blogs.article.read_more' | t }}</a>
            </article>
          </li>
        {%- endfor -%}
      </ul>
    {%- else -%}
      <p class="empty-state">{{ 'blogs.empty' | t }}</p>
    {%- endif -%}
    {%- if paginate.pages > 1 -%}
      {%- render 'pagination', paginate: paginate -%}
    {%- endif -%}
  </div>
{%- endpaginate -%}
`,
  css: `.article-grid{--columns-desktop:3;--columns-mobile:1;margin-top:2rem}
.article-card{display:grid;gap:.6rem}
.article-card__media{border-radius:var(--radius);overflow:hidden;display:block}
.article-card__media img{width:100%;height:100%;object-fit:cover}
.article-card__date{margin:0;font-size:.85rem}
.article-card__title{margin:0}
.article-card__title a{color:inherit;text-decoration:none}
.article-card__excerpt{margin:0;opacity:.85}
`,
  schema: {
    name: 'Blog posts',
    tag: 'section',
    class: 'main-blog-section',
    settings: [
      {
        type: 'range',
        id: 'articles_per_page',
        label: 'Articles per page',
        min: 3,
        max: 24,
        step: 3,
        default: 9,
      },
      ...padding(32, 48),
    ],
  },
}
