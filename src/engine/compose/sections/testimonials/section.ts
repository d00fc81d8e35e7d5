// The testimonials section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const testimonials: SectionFile = {
  name: 'testimonials',
  liquid: String.raw`
${sectionStyles('testimonials')}
${SECTION_OPEN}
  <div class="page-width">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2 testimonials__heading">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    <ul class="testimonials__list" role="list">
      {%- for block in section.blocks -%}
        <li class="testimonial" {{ block.shopify_attributes }}>
          <figure class="testimonial__figure">
            {%- if block.settings.rating > 0 -%}
              <p class="testimonial__rating" aria-label="{{ 'sections.testimonials.rating' | t: rating: block.settings.rating }}">
                {%- for i in (1..block.settings.rating) -%}&#9733;{%- endfor -%}
              </p>
            {%- endif -%}
            <blockquote class="testimonial__quote">{{ block.settings.quote | escape }}</blockquote>
            <figcaption class="testimonial__author">{{ block.settings.author | escape }}</figcaption>
          </figure>
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.testimonials__heading{text-align:center;margin:0 0 2.5rem}
.testimonials__list{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem}
.testimonial__figure{margin:0;height:100%;display:grid;gap:1rem;align-content:start;padding:2rem;border-radius:var(--radius);background:color-mix(in srgb,var(--color-fg) 5%,transparent)}
.testimonial__rating{margin:0;color:var(--color-accent);letter-spacing:.15em}
.testimonial__quote{margin:0;font-family:var(--font-heading);font-size:1.2rem;line-height:1.45}
.testimonial__author{font-size:.9rem}
@media screen and (min-width:750px){.testimonials__list{grid-template-columns:repeat(3,1fr)}}
`,
  schema: {
    name: 'Testimonials',
    tag: 'section',
    class: 'testimonials-section',
    max_blocks: 6,
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'What our customers say' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'testimonial',
        name: 'Testimonial',
        settings: [
          {
            type: 'textarea',
            id: 'quote',
            label: 'Quote',
            default: 'Share what your customers say about your store.',
          },
          { type: 'text', id: 'author', label: 'Author', default: 'Customer name' },
          { type: 'range', id: 'rating', label: 'Star rating', min: 0, max: 5, step: 1, default: 5 },
        ],
      },
    ],
    presets: [
      {
        name: 'Testimonials',
        blocks: [{ type: 'testimonial' }, { type: 'testimonial' }, { type: 'testimonial' }],
      },
    ],
  },
}
