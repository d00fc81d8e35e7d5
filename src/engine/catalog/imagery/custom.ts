// Products Lucide has no icon for, drawn the way Lucide draws: a 24-unit grid with a 1-unit margin,
// strokes only (width 2, round caps and joins), the outline of the object closed (`z`) where it
// is a solid thing so the illustration can give it a light fill.
import type { CustomIllustrationId } from './icons'

const CUSTOM_ELEMENTS: Record<CustomIllustrationId, string> = {
  dress:
    '<path d="M8.5 6.5 9.5 11l-5 9a1 1 0 0 0 .9 1.5h13.2a1 1 0 0 0 .9-1.5l-5-9 1-4.5c-.9 1-2 1.5-3.5 1.5s-2.6-.5-3.5-1.5z"/>' +
    '<path d="M8.5 6.5 9 2"/><path d="M15.5 6.5 15 2"/><path d="M9.5 11h5"/><path d="m10.5 15-1 6.5"/><path d="m13.5 15 1 6.5"/>',
  candle:
    '<rect x="7" y="10" width="10" height="12" rx="1"/>' +
    '<path d="M12 10V8"/><path d="M12 2c1.6 1.5 2.2 2.6 2.2 3.6a2.2 2.2 0 0 1-4.4 0c0-1 .6-2.1 2.2-3.6z"/>' +
    '<path d="M7 13h2.5a.5.5 0 0 1 .5.5V15a1 1 0 0 0 2 0v-1.5a.5.5 0 0 1 .5-.5H17"/>',
  ring:
    '<path fill-rule="evenodd" d="M5.5 15.5a6.5 6.5 0 1 0 13 0 6.5 6.5 0 1 0-13 0zm2 0a4.5 4.5 0 1 0 9 0 4.5 4.5 0 1 0-9 0z"/>' +
    '<path d="M9.5 2.5h5L16 5l-4 4.5L8 5z"/><path d="M8 5h8"/>',
  necklace:
    '<path d="M4 2c0 6 3.5 10.5 8 10.5S20 8 20 2"/><path d="M12 12.5V14"/>' +
    '<path d="M12 14c1.8 2 3 3.5 3 4.8a3 3 0 0 1-6 0c0-1.3 1.2-2.8 3-4.8z"/>' +
    '<path d="M6.3 8.2h.01"/><path d="M17.7 8.2h.01"/>',
  earrings:
    '<circle cx="7" cy="3.5" r="1.5"/><path d="M7 5v3"/>' +
    '<path d="M7 8c1.8 2.2 3 3.9 3 5.5a3 3 0 0 1-6 0C4 11.9 5.2 10.2 7 8z"/>' +
    '<circle cx="17" cy="7.5" r="1.5"/><path d="M17 9v3"/>' +
    '<path d="M17 12c1.8 2.2 3 3.9 3 5.5a3 3 0 0 1-6 0c0-1.6 1.2-3.3 3-5.5z"/>',
  sock:
    '<path d="M9 2h7v14a5 5 0 0 1-5 5H6.5a3.5 3.5 0 0 1 0-7H9z"/>' +
    '<path d="M9 5.5h7"/><path d="M7.5 14.2c-.7 2-.7 4.6 0 6.6"/><path d="M16 16.5a3.5 3.5 0 0 1-3.5-3.5"/>',
  skateboard:
    '<path d="M2 8.5c.5 1.8 1.8 3 3.5 3h13c1.7 0 3-1.2 3.5-3"/>' +
    '<path d="M5.5 11.5 7 13.5l1.5-2"/><path d="M15.5 11.5 17 13.5l1.5-2"/>' +
    '<circle cx="7" cy="15.5" r="2"/><circle cx="17" cy="15.5" r="2"/>',
  surfboard:
    '<path d="M19.1 3.6c0 3.9-1.9 8.2-4.8 11.6-3.2 3.8-6.9 6-9.4 5.2-1.2-2.3.3-6.2 3.5-10.1 2.9-3.4 6.8-6.1 10.7-6.7z"/>' +
    '<path d="M17.1 5.9 6.5 18.5"/><path d="m10.7 18.8.2 3.5L8 20.2"/>',
  jar:
    '<rect x="6" y="2" width="12" height="4" rx="1"/>' +
    '<path d="M7 6C6 7 5 8 5 10v9a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3v-9c0-2-1-3-2-4z"/>' +
    '<rect x="8" y="12" width="8" height="5" rx="1"/>',
  'soap-bar':
    '<rect x="2" y="10" width="16" height="11" rx="4"/><rect x="5" y="13" width="10" height="5" rx="2.5"/>' +
    '<circle cx="18.5" cy="5.5" r="2.5"/><circle cx="13" cy="4.5" r="1.5"/><circle cx="21" cy="10" r="1"/>',
  hoodie:
    '<path d="M8.5 4.5 4.6 6.2a2 2 0 0 0-1.2 1.6l-1.3 10a1 1 0 0 0 1 1.2H5.5L6 12v9a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-9l.5 7h2.4a1 1 0 0 0 1-1.2l-1.3-10a2 2 0 0 0-1.2-1.6l-3.9-1.7C15 7.2 13.5 9 12 9s-3-1.8-3.5-4.5z"/>' +
    '<path d="M8.5 4.5C8.5 3 10 2 12 2s3.5 1 3.5 2.5"/><path d="M10.5 9v3.5"/><path d="M13.5 9v3.5"/>' +
    '<path d="M8.5 19.5 9.5 16h5l1 3.5"/>',
  trousers:
    '<path d="M6 2h12l1.5 19a1 1 0 0 1-1 1H15a1 1 0 0 1-1-.9L12 9l-2 12.1a1 1 0 0 1-1 .9H5.5a1 1 0 0 1-1-1z"/>' +
    '<path d="M5.8 5h12.4"/><path d="M12 5v4"/><path d="M8 5c0 1.6-.8 2.6-2 3"/><path d="M16 5c0 1.6.8 2.6 2 3"/>',
  cap:
    '<path d="M3 16a8 8 0 0 1 16 0z"/>' +
    '<path d="M3 16h15.5c2 0 3.5.7 3.5 1.5s-1.5 1.5-3.5 1.5H4a1 1 0 0 1-1-1z"/>' +
    '<path d="M11 8c-1.5 2-2.5 4.5-2.5 8"/><path d="M11 8c1.5 2 2.5 4.5 2.5 8"/><path d="M11 8V7"/>',
  beanie:
    '<circle cx="12" cy="4" r="2"/><path d="M5 14v-2a7 7 0 0 1 14 0v2"/>' +
    '<rect x="4" y="14" width="16" height="6" rx="1.5"/><path d="M8 14v6"/><path d="M12 14v6"/><path d="M16 14v6"/>',
  vase:
    '<path d="M10 2h4v3.5c0 1.5 4 3 4 8.5 0 3.5-1.5 6-3 8H9c-1.5-2-3-4.5-3-8 0-5.5 4-7 4-8.5z"/>' +
    '<path d="M9 2h6"/><path d="M7.3 10.5h9.4"/><path d="M6.4 15.5h11.2"/>',
  rug:
    '<rect x="4" y="4" width="16" height="16" rx="1"/><rect x="7" y="7" width="10" height="10" rx=".5"/>' +
    '<path d="M12 9.5 14.5 12 12 14.5 9.5 12z"/>' +
    '<path d="M7 2v2"/><path d="M10.5 2v2"/><path d="M13.5 2v2"/><path d="M17 2v2"/>' +
    '<path d="M7 20v2"/><path d="M10.5 20v2"/><path d="M13.5 20v2"/><path d="M17 20v2"/>',
  pillow:
    '<path d="M3 5c4-2 14-2 18 0 2 4 2 10 0 14-4 2-14 2-18 0-2-4-2-10 0-14z"/>' +
    '<path d="M3 5 6 8"/><path d="m21 5-3 3"/><path d="m3 19 3-3"/><path d="m21 19-3-3"/>' +
    '<path d="M12 12h.01"/>',
  bottle:
    '<rect x="9" y="2" width="6" height="3" rx="1"/>' +
    '<path d="M9.5 5h5v1.5c1.5.5 2.5 1.7 2.5 3.5v10a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V10c0-1.8 1-3 2.5-3.5z"/>' +
    '<path d="M7 12h10"/><path d="M7 17h10"/>',
  'chocolate-bar':
    '<path d="M6 15V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v11z"/>' +
    '<path d="M12 2v13"/><path d="M6 6.5h12"/><path d="M6 10.8h12"/>' +
    '<path d="M5 15h14v6a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z"/><path d="M9 18.5h6"/>',
  cheese:
    '<path d="M2 12 16.7 4.4a1 1 0 0 1 1.2.2A10 10 0 0 1 22 12v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1z"/>' +
    '<path d="M2 12h20"/><circle cx="7" cy="16" r="1.5"/><circle cx="13" cy="15.5" r="1"/>' +
    '<circle cx="17.5" cy="17" r="1.5"/><circle cx="15" cy="9" r="1"/>',
  yarn:
    '<circle cx="11" cy="11" r="8"/><path d="M4.2 7c4 .4 8.7 3.8 10.3 11.2"/>' +
    '<path d="M7.8 3.7c4.2.9 8 4.6 10 9"/><path d="M3.2 13c3 0 6.6 1.8 8.4 5.9"/>' +
    '<path d="M16.5 16.8c1.2 2.6 3 4.2 5.5 4.2"/>',
  bowl:
    '<path d="M3 9h18a1 1 0 0 1 1 1 10 10 0 0 1-5 8.7l-.4 1.8a1 1 0 0 1-1 .8H8.4a1 1 0 0 1-1-.8L7 18.7A10 10 0 0 1 2 10a1 1 0 0 1 1-1z"/>' +
    '<path d="M3.5 13h17"/>',
  lipstick:
    '<rect x="8" y="13" width="8" height="9" rx="1"/><rect x="9" y="10" width="6" height="3"/>' +
    '<path d="M10 10V5.6a1 1 0 0 1 .6-.9l2.7-1.5a.5.5 0 0 1 .7.4V10z"/><path d="M8 16h8"/>',
  boot:
    '<path d="M5 2h7.5v9l5.8 2.3A4 4 0 0 1 21 17v2a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z"/>' +
    '<path d="M4 17h17"/><path d="M8 17v3"/><path d="M12.5 11H10"/><path d="M7.5 2v5"/>',
  'yoga-mat':
    '<circle cx="7" cy="14.5" r="4.5"/><path d="M7 14.5a1 1 0 0 1 2 0 2 2 0 0 1-4 0 3 3 0 0 1 6 0"/>' +
    '<path d="M7 19h14a1 1 0 0 0 1-1v-.5a1 1 0 0 0-1-1h-10.6"/>',
  poster:
    '<rect x="4" y="3" width="16" height="19" rx="1"/><rect x="9" y="2" width="6" height="2.5" rx=".5"/>' +
    '<circle cx="12" cy="10" r="3"/><path d="M4 17.5c2.7-2 5.3-2 8 0s5.3 2 8 0"/>',
  'sauce-bottle':
    '<rect x="10" y="2" width="4" height="3" rx=".5"/>' +
    '<path d="M10.5 5h3v3.5l2.5 4V21a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1v-8.5l2.5-4z"/>' +
    '<path d="M8 14h8"/><path d="M8 19.5h8"/>' +
    '<path d="M12 15.2c.8.8 1.2 1.5 1.2 2a1.2 1.2 0 0 1-2.4 0c0-.5.4-1.2 1.2-2z"/>',
  'tea-cup':
    '<path d="M3 8h14v4a7 7 0 0 1-14 0z"/><path d="M17 9.5h1.5a2.5 2.5 0 0 1 0 5H16"/>' +
    '<path d="M2 21h18"/><path d="M9 8c0-2 .5-3 2-4"/><rect x="11" y="2" width="3" height="3" rx=".5"/>',
  'olive-oil':
    '<rect x="10.5" y="2" width="3" height="2.5" rx=".5"/>' +
    '<path d="M10.5 4.5h3V7c0 .8 2.5 2 2.5 4.5V21a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1v-9.5C8 9 10.5 7.8 10.5 7z"/>' +
    '<path d="M8 13.5h8"/><ellipse cx="12.6" cy="17.6" rx="1.5" ry="1.9"/><path d="M12.2 15.8c-.4-1.4-1.4-2-2.6-2 .3 1.3 1.2 2 2.6 2z"/>' +
    '<path d="M19.5 12c1 1.2 1.6 2.1 1.6 2.8a1.6 1.6 0 0 1-3.2 0c0-.7.6-1.6 1.6-2.8z"/>',
}

/** Each custom illustration as a standalone 24-unit SVG, in the same form as lucide-static's strings. */
export const CUSTOM_ICONS = Object.fromEntries(
  Object.entries(CUSTOM_ELEMENTS).map(([id, elements]) => [
    id,
    `<svg class="lucide lucide-${id}" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${elements}</svg>`,
  ]),
) as Record<CustomIllustrationId, string>
