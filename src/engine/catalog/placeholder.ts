// The sample store's plain picture, for what is not drawn: its pages, a spotlight product with no
// palette to draw it in, and the preview's stand-in for images a theme cannot carry.
import { hash } from '../model/text'

/** A flat, offline picture for things that are not products (pages, unknown images). */
export function placeholderImage(label: string, color: string, seed = 0): string {
  const hue = (hash(label) + seed * 47) % 360
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="hsl(${hue} 30% 92%)"/>` +
    `<rect x="200" y="200" width="400" height="400" rx="32" fill="${color}" opacity="0.18"/>` +
    `</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
