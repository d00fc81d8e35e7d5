// The featured-blog section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, illustration, ILLUSTRATION, padding, type SectionFile } from '../schema'

export const featuredBlog: SectionFile = {
  name: 'featured-blog',
  liquid: String.raw`
${sectionStyles('featured-blog')}
{%- liquid
  assign featured_blog = section.settings.blog
  if featured_blog == blank
    assign featured_blog = blogs.news
  endif
  if featured_blog == blank
    assign featured_blog = blogs.first
  endif
-%}
{%- style -%}
  #shopify-section-{{ section.id }} .featured-blog { --columns-desktop: {{ section.settings.posts_to_show | at_most: 3 }}; --columns-mobile: 1; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width">
    <div class="section-heading">
      {%- if section.settings.heading != blank -%}
        <h2 class="h2">{{ section.settings.heading | escape }}</h2>
      {%- endif -%}
      {%- if section.settings.show_view_all and featured_blog != blank -%}
        <a href="{{ featured_blog.url }}" class="link-arrow">{{ 'general.view_all' | t }}</a>
      {%- endif -%}
    </div>
    {%- if featured_blog.articles.size > 0 -%}
      <ul class="featured-blog grid" role="list">
        {%- for article in featured_blog.articles limit: section.settings.posts_to_show -%}
          <li class="featured-blog__item">
            <article class="featured-blog__card">
              <div class="featured-blog__media media media--landscape">
                {%- if article.image != blank -%}
                  {{ article.image | image_url: width: 900 | image_tag: widths: '400, 600, 900', sizes: '(min-width: 990px) 33vw, 100vw', loading: 'lazy' }}
                {%- else -%}
                  ${illustration('section.settings.illustration', 'featured-blog__illustration')}
                {%- endif -%}
              </div>
              <div class="featured-blog__info">
                {%- if section.settings.show_date -%}
                  <p class="featured-blog__date">{{ article.published_at | time_tag: format: 'date' }}</p>
                {%- endif -%}
                <h3 class="h3 featured-blog__title"><a href="{{ article.url }}">{{ article.title | escape }}</a></h3>
                {%- if section.settings.show_excerpt -%}
                  <p class="featured-blog__excerpt">{{ article.excerpt_or_content | strip_html | truncatewords: 24 }}</p>
                {%- endif -%}
                <a href="{{ article.url }}" class="link-arrow featured-blog__more">{{ 'blogs.article.read_more' | t }}<span class="visually-hidden">: {{ article.title | escape }}</span></a>
              </div>
            </article>
          </li>
        {%- endfor -%}
      </ul>
    {%- else -%}
      <p class="empty-state">{{ 'blogs.empty' | t }}</p>
    {%- endif -%}
  </div>
</div>
`,
  css: `.featured-blog__card{height:100%;display:grid;grid-template-rows:auto 1fr;gap:1rem}
.featured-blog__media{border-radius:var(--radius);display:flex;align-items:center;justify-content:center;background:linear-gradient(160deg,color-mix(in srgb,var(--color-accent) 35%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 15%,var(--color-bg)))}
.featured-blog__illustration{width:50%;height:70%}
.featured-blog__info{display:flex;flex-direction:column;align-items:flex-start;gap:.5rem}
.featured-blog__date{margin:0;font-size:.85rem}
.featured-blog__title{margin:0}
.featured-blog__title a{text-decoration:none}
.featured-blog__title a:hover{text-decoration:underline}
.featured-blog__excerpt{margin:0;opacity:.85}
.featured-blog__more{margin-top:auto;padding-top:.25rem}
`,
  schema: {
    name: 'Featured blog',
    tag: 'section',
    class: 'featured-blog-section',
    settings: [
      headingSetting('From the journal'),
      { type: 'blog', id: 'blog', label: 'Blog' },
      {
        type: 'range',
        id: 'posts_to_show',
        label: 'Posts to show',
        min: 2,
        max: 6,
        step: 1,
        default: 3,
      },
      { type: 'checkbox', id: 'show_date', label: 'Show date', default: true },
      { type: 'checkbox', id: 'show_excerpt', label: 'Show excerpt', default: true },
      { type: 'checkbox', id: 'show_view_all', label: 'Show "View all" link', default: true },
      { ...ILLUSTRATION, info: 'Shown for articles without an image' },
      ...colorSettings('background'),
      ...padding(),
    ],
    presets: [{ name: 'Featured blog' }],
  },
}
