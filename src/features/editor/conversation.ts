// The Chat tab's conversation: the prompts the user sent and what the designer answered. A
// theme's explanation gains "Refinement:" and "Custom refinement:" paragraphs as it is refined
// (SPEC.md), so the answers are read back out of it, and the prompts out of the version history.
import { splitPrompt } from '../../engine/model'

export type ExplanationPart = { kind: 'generation' | 'refinement' | 'custom'; text: string }

const PREFIXES: [ExplanationPart['kind'], string][] = [
  ['custom', 'Custom refinement:'],
  ['refinement', 'Refinement:'],
]

/** The explanation cut at each "Refinement:" / "Custom refinement:" paragraph. */
export function splitExplanation(explanation: string): ExplanationPart[] {
  const parts: ExplanationPart[] = []
  for (const paragraph of explanation.split(/\n\s*\n/)) {
    const text = paragraph.trim()
    if (text === '') continue
    const prefix = PREFIXES.find(([, p]) => text.startsWith(p))
    if (prefix) {
      parts.push({ kind: prefix[0], text: text.slice(prefix[1].length).trim() })
      continue
    }
    const last = parts[parts.length - 1]
    // A paragraph that does not start a refinement belongs to the one before it.
    if (last) last.text = `${last.text}\n\n${text}`
    else parts.push({ kind: 'generation', text })
  }
  return parts
}

export interface VersionStep {
  number: number
  parentNumber?: number
  source: string
  prompt?: string
}

/**
 * The versions the current one was made from, oldest first, ending with the current one. The
 * walk stops at a restored or imported version: its content came from elsewhere.
 */
export function lineage(versions: readonly VersionStep[], current: number): VersionStep[] {
  const byNumber = new Map(versions.map((v) => [v.number, v]))
  const chain: VersionStep[] = []
  const seen = new Set<number>()
  let step = byNumber.get(current)
  while (step && !seen.has(step.number)) {
    seen.add(step.number)
    chain.unshift(step)
    if (step.source === 'restore' || step.source === 'import') break
    step = step.parentNumber === undefined ? undefined : byNumber.get(step.parentNumber)
  }
  return chain
}

export type ChatMessage =
  | { role: 'user'; kind: ExplanationPart['kind']; text: string }
  | { role: 'assistant'; kind: ExplanationPart['kind']; text: string }

export const REFINEMENT_LABEL = 'Refinement:'
export const CUSTOM_REFINEMENT_LABEL = 'Custom refinement:'

/**
 * The conversation behind the current theme: for each part of its explanation, the prompt that
 * asked for it when the version history tells (the generation prompt, a custom refinement's
 * text, the quick refinement's button: "Colour palette"), then the answer. A prompt that cannot
 * be told is left out rather than guessed.
 */
export function buildConversation(explanation: string, chain: readonly VersionStep[]): ChatMessage[] {
  const parts = splitExplanation(explanation)
  const lastGeneration = chain.map((s) => s.source).lastIndexOf('generation')
  const since = lastGeneration === -1 ? chain : chain.slice(lastGeneration)
  const generation = lastGeneration === -1 ? undefined : chain[lastGeneration]
  const refinements = since.filter((s) => s.source === 'refinement')
  const refinementParts = parts.filter((p) => p.kind !== 'generation').length
  const messages: ChatMessage[] = []
  let seenRefinements = 0
  for (const part of parts) {
    let prompt: string | undefined
    if (part.kind === 'generation') {
      // The merchant's own words: not the "Page Type: …" prefix and details of the saved format.
      prompt = generation?.prompt === undefined ? undefined : merchantWords(generation.prompt)
    } else {
      // The newest refinement parts belong to the newest refinement versions.
      const step = refinements[refinements.length - (refinementParts - seenRefinements)]
      seenRefinements++
      // A quick refinement saved before its button was recorded is just that.
      prompt = part.kind === 'custom' ? step?.prompt : step ? (step.prompt ?? 'Quick refinement') : undefined
    }
    if (prompt) messages.push({ role: 'user', kind: part.kind, text: prompt })
    messages.push({ role: 'assistant', kind: part.kind, text: part.text })
  }
  return messages
}

/** A prompt as the merchant wrote it: without the landing page's "Page Type: …" prefix and details. */
export function merchantWords(prompt: string): string {
  return splitPrompt(prompt).description || prompt.trim()
}
