// The elements of a 24-unit stroke icon (Lucide's or ours), and the box they really cover, so a
// drawing can be scaled to fill its frame and stand on its shadow whatever its proportions.

export interface Shape {
  tag: string
  attrs: [string, string][]
  /** closed (or nearly closed) outlines take a light fill; open strokes never do */
  fillable: boolean
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

const ELEMENT = /<(path|circle|ellipse|rect|line|polyline|polygon)\b([^>]*?)\/?>/g
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g

function attribute(shape: Shape, name: string): string | undefined {
  return shape.attrs.find(([key]) => key === name)?.[1]
}

function numberOf(shape: Shape, name: string): number {
  return Number.parseFloat(attribute(shape, name) ?? '0') || 0
}

/** The drawing elements of an icon's SVG source, in order. */
export function parseIcon(svg: string): Shape[] {
  const shapes: Shape[] = []
  for (const [, tag = '', rest = ''] of svg.matchAll(ELEMENT)) {
    const attrs = [...rest.matchAll(ATTRIBUTE)].map(([, key = '', value = '']): [string, string] => [
      key,
      value,
    ])
    const shape: Shape = { tag, attrs, fillable: false }
    shape.fillable =
      tag === 'circle' ||
      tag === 'ellipse' ||
      tag === 'rect' ||
      tag === 'polygon' ||
      (tag === 'path' && tracePath(attribute(shape, 'd') ?? '').fillable)
    shapes.push(shape)
  }
  return shapes
}

interface PathTrace {
  points: [number, number][]
  /**
   * Every subpath ends in `z` or where it began, or the path is one outline left open by a short
   * gap (a mug's body, a bottle's top): filling it covers what the eye sees as its inside.
   */
  fillable: boolean
}

/** One open outline whose closing gap is short and which encloses a solid-looking area, not a wave or an arc. */
function nearlyClosed(points: [number, number][]): boolean {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last || points.length < 3) return false
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const width = Math.max(...xs) - Math.min(...xs)
  const height = Math.max(...ys) - Math.min(...ys)
  let doubleArea = 0
  points.forEach(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length] ?? first
    doubleArea += x * ny - nx * y
  })
  const gap = Math.hypot(last[0] - first[0], last[1] - first[1])
  return gap <= 0.45 * Math.max(width, height) && Math.abs(doubleArea) / 2 >= 0.4 * width * height
}

/** Points along a path's data; arc flags may be written without separators (`a4 4 0 014-4`). */
function tracePath(d: string): PathTrace {
  const points: [number, number][] = []
  let closed = true
  let subpaths = 0
  let subpathOpen = false
  const tokens = d.match(/[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? []
  let index = 0
  let command = ''
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  const next = (): number => Number(tokens[index++])
  const endsAtStart = () => Math.hypot(x - startX, y - startY) < 0.35
  const flag = (): number => {
    // A flag is one character: "014-4" reads as 0, 1, 4, -4.
    const token = tokens[index] ?? '0'
    if (token.length > 1 && (token[0] === '0' || token[0] === '1')) {
      tokens[index] = token.slice(1)
      return Number(token[0])
    }
    index++
    return Number(token)
  }
  while (index < tokens.length) {
    const token = tokens[index] ?? ''
    if (/^[A-Za-z]$/.test(token)) {
      command = token
      index++
      if (command === 'Z' || command === 'z') {
        x = startX
        y = startY
        subpathOpen = false
        continue
      }
      if ((command === 'M' || command === 'm') && subpathOpen) closed &&= endsAtStart()
    }
    const relative = command === command.toLowerCase()
    const ox = relative ? x : 0
    const oy = relative ? y : 0
    switch (command.toUpperCase()) {
      case 'M':
      case 'L':
      case 'T': {
        x = ox + next()
        y = oy + next()
        if (command === 'M' || command === 'm') {
          startX = x
          startY = y
          subpathOpen = true
          subpaths++
          // Further pairs after a moveto are linetos.
          command = relative ? 'l' : 'L'
        }
        points.push([x, y])
        break
      }
      case 'H':
        x = ox + next()
        points.push([x, y])
        break
      case 'V':
        y = oy + next()
        points.push([x, y])
        break
      case 'C': {
        const c1: [number, number] = [ox + next(), oy + next()]
        const c2: [number, number] = [ox + next(), oy + next()]
        const end: [number, number] = [ox + next(), oy + next()]
        points.push(...cubicPoints([x, y], c1, c2, end))
        ;[x, y] = end
        break
      }
      case 'S':
      case 'Q': {
        const control: [number, number] = [ox + next(), oy + next()]
        const end: [number, number] = [ox + next(), oy + next()]
        points.push(...cubicPoints([x, y], control, control, end))
        ;[x, y] = end
        break
      }
      case 'A': {
        const rx = Math.abs(next())
        const ry = Math.abs(next())
        const rotation = next()
        const large = flag()
        const sweep = flag()
        const end: [number, number] = [ox + next(), oy + next()]
        points.push(...arcPoints([x, y], rx, ry, rotation, large === 1, sweep === 1, end))
        ;[x, y] = end
        break
      }
      default:
        // Not a path we understand: stop rather than loop on it.
        return { points, fillable: false }
    }
  }
  if (subpathOpen) closed &&= endsAtStart()
  if (points.length === 0) return { points, fillable: false }
  return { points, fillable: closed || (subpaths === 1 && nearlyClosed(points)) }
}

function cubicPoints(
  from: [number, number],
  c1: [number, number],
  c2: [number, number],
  to: [number, number],
): [number, number][] {
  const points: [number, number][] = []
  for (let step = 1; step <= 12; step++) {
    const t = step / 12
    const u = 1 - t
    const at = (i: 0 | 1) =>
      u * u * u * from[i] + 3 * u * u * t * c1[i] + 3 * u * t * t * c2[i] + t * t * t * to[i]
    points.push([at(0), at(1)])
  }
  return points
}

/** Points along an SVG arc (endpoint form converted to centre form, SVG spec F.6.5). */
function arcPoints(
  from: [number, number],
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  large: boolean,
  sweep: boolean,
  to: [number, number],
): [number, number][] {
  if (rxIn === 0 || ryIn === 0) return [to]
  const phi = (rotationDeg * Math.PI) / 180
  const cos = Math.cos(phi)
  const sin = Math.sin(phi)
  const dx = (from[0] - to[0]) / 2
  const dy = (from[1] - to[1]) / 2
  const x1 = cos * dx + sin * dy
  const y1 = -sin * dx + cos * dy
  let rx = rxIn
  let ry = ryIn
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
  if (lambda > 1) {
    rx *= Math.sqrt(lambda)
    ry *= Math.sqrt(lambda)
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
  const denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator))
  const cx1 = (factor * rx * y1) / ry
  const cy1 = (-factor * ry * x1) / rx
  const cx = cos * cx1 - sin * cy1 + (from[0] + to[0]) / 2
  const cy = sin * cx1 + cos * cy1 + (from[1] + to[1]) / 2
  const angle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
  const start = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
  let delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
  if (!sweep && delta > 0) delta -= 2 * Math.PI
  if (sweep && delta < 0) delta += 2 * Math.PI
  const points: [number, number][] = []
  for (let step = 1; step <= 24; step++) {
    const theta = start + (delta * step) / 24
    const ex = rx * Math.cos(theta)
    const ey = ry * Math.sin(theta)
    points.push([cos * ex - sin * ey + cx, sin * ex + cos * ey + cy])
  }
  return points
}

function shapePoints(shape: Shape): [number, number][] {
  const n = (name: string) => numberOf(shape, name)
  switch (shape.tag) {
    case 'path':
      return tracePath(attribute(shape, 'd') ?? '').points
    case 'circle':
      return [
        [n('cx') - n('r'), n('cy') - n('r')],
        [n('cx') + n('r'), n('cy') + n('r')],
      ]
    case 'ellipse':
      return [
        [n('cx') - n('rx'), n('cy') - n('ry')],
        [n('cx') + n('rx'), n('cy') + n('ry')],
      ]
    case 'rect':
      return [
        [n('x'), n('y')],
        [n('x') + n('width'), n('y') + n('height')],
      ]
    case 'line':
      return [
        [n('x1'), n('y1')],
        [n('x2'), n('y2')],
      ]
    default: {
      const values = (attribute(shape, 'points') ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
      const points: [number, number][] = []
      for (let i = 0; i + 1 < values.length; i += 2) points.push([values[i] ?? 0, values[i + 1] ?? 0])
      return points
    }
  }
}

/** The box the shapes' geometry covers (strokes not included); the whole grid when there is none. */
export function boundingBox(shapes: Shape[]): Box {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const shape of shapes) {
    for (const [x, y] of shapePoints(shape)) {
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue
      minX = Math.min(minX, x)
      minY = Math.min(minY, y)
      maxX = Math.max(maxX, x)
      maxY = Math.max(maxY, y)
    }
  }
  if (!Number.isFinite(minX)) return { x: 0, y: 0, width: 24, height: 24 }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY }
}

/** One element back as compact markup; open strokes say `fill="none"` so a group fill skips them. */
export function shapeMarkup(shape: Shape): string {
  const attrs = shape.attrs.map(([key, value]) => ` ${key}="${value}"`).join('')
  const hasFill = shape.attrs.some(([key]) => key === 'fill')
  return `<${shape.tag}${attrs}${shape.fillable || hasFill ? '' : ' fill="none"'}/>`
}
