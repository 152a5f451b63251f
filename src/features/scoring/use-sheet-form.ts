import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { z } from 'zod'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { describeError } from '@/lib/api-errors'
import { clearDraft, loadDraft, registerDraftFlusher, saveDraft, type StoredDraft } from '@/lib/drafts'
import { useSaveSheet, useSubmitSheet } from '@/features/scoring/api'
import { partialWeightedTotal, weightedTotal } from '@/features/scoring/fairness'
import type { Criterion, ScoreSheet, SheetInput } from '@/features/scoring/schemas'

const scoreText = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 10), 'Enter a whole number from 1 to 10.')

export const sheetFormSchema = z.object({
  scores: z.array(
    z.object({
      criterionId: z.string(),
      score: scoreText,
      comment: z.string().max(2000, 'Keep the comment under 2000 characters.'),
    }),
  ),
  overallComment: z.string().max(4000, 'Keep the overall comment under 4000 characters.'),
})
export type SheetFormValues = z.infer<typeof sheetFormSchema>

export const sheetDraftKey = (juryDetailId: string) => `score:${juryDetailId}`

function toValues(sheet: ScoreSheet, criteria: Criterion[]): SheetFormValues {
  return {
    scores: criteria.map((c) => {
      const s = sheet.scores.find((x) => x.criterionId === c.id)
      return { criterionId: c.id, score: s?.score === null || s?.score === undefined ? '' : String(s.score), comment: s?.comment ?? '' }
    }),
    overallComment: sheet.overallComment,
  }
}

function toInput(values: SheetFormValues, version: number): SheetInput {
  return {
    scores: values.scores.map((s) => ({ criterionId: s.criterionId, score: s.score.trim() === '' ? null : Number(s.score), comment: s.comment })),
    overallComment: values.overallComment,
    version,
  }
}

const same = (a: SheetFormValues, b: SheetFormValues) => JSON.stringify(a) === JSON.stringify(b)

/** A stored draft is used only if it still fits the rubric (same criteria, same order). */
function fits(value: unknown, criteria: Criterion[]): value is SheetFormValues {
  const parsed = sheetFormSchema.safeParse(value)
  return parsed.success && parsed.data.scores.map((s) => s.criterionId).join() === criteria.map((c) => c.id).join()
}

/**
 * The score sheet's form state and actions, shared by the full sheet and the grand-final quick
 * sheet: every change is written to a local draft (PRODUCT.md §6) and restored after a reload;
 * "save" sends the draft to the server; "submit" checks completeness, confirms, then locks.
 */
export function useSheetForm(sheet: ScoreSheet, criteria: Criterion[]) {
  const key = sheetDraftKey(sheet.juryDetailId)
  const serverValues = useMemo(() => toValues(sheet, criteria), [sheet, criteria])
  const [restored, setRestored] = useState<StoredDraft<SheetFormValues> | null>(() => {
    const draft = loadDraft<unknown>(key)
    return draft && fits(draft.value, criteria) && !same(draft.value, serverValues) ? (draft as StoredDraft<SheetFormValues>) : null
  })
  const form = useForm<SheetFormValues>({ resolver: zodResolver(sheetFormSchema), defaultValues: restored?.value ?? serverValues })
  const [formError, setFormError] = useState<string[]>([])
  const saved = useRef(serverValues)
  const version = useRef(sheet.version)
  useEffect(() => {
    saved.current = serverValues
    version.current = sheet.version
  }, [serverValues, sheet.version])

  useEffect(() => {
    const write = (values: SheetFormValues) => (same(values, saved.current) ? clearDraft(key) : saveDraft(key, values, version.current))
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: ({ values }) => write(values) })
    const unregister = registerDraftFlusher(() => write(form.getValues()))
    return () => {
      unsubscribe()
      unregister()
    }
  }, [form, key])

  const watched = useWatch({ control: form.control, name: 'scores' })
  const numeric = (watched ?? []).map((s) => ({
    criterionId: s?.criterionId ?? '',
    score: s?.score && /^\d+$/.test(s.score.trim()) && Number(s.score) >= 1 && Number(s.score) <= 10 ? Number(s.score) : null,
  }))
  const total = weightedTotal(numeric, criteria)
  const partial = partialWeightedTotal(numeric, criteria)
  const scoredCount = numeric.filter((s) => s.score !== null).length

  const saveMutation = useSaveSheet()
  const submitMutation = useSubmitSheet()
  const toast = useToast()
  const confirm = useConfirm()

  /** Server field errors `scores.<criterionId>[.comment]` and `overallComment` land on their fields. */
  const showError = useCallback(
    (error: unknown) => {
      const described = describeError(error)
      const unmatched: string[] = []
      for (const [field, messages] of Object.entries(described.fieldErrors)) {
        const match = /^scores\.(.+?)(\.comment)?$/i.exec(field)
        const index = match ? criteria.findIndex((c) => c.id === match[1]) : -1
        const name: Path<SheetFormValues> | null =
          index >= 0 ? (`scores.${index}.${match![2] ? 'comment' : 'score'}` as const) : field.toLowerCase() === 'overallcomment' ? 'overallComment' : null
        if (name) form.setError(name, { type: 'server', message: messages.join(' ') })
        else unmatched.push(...messages)
      }
      if (Object.keys(described.fieldErrors).length === 0) unmatched.push(...described.messages)
      setFormError(unmatched)
    },
    [criteria, form],
  )

  const save = form.handleSubmit(async (values) => {
    setFormError([])
    try {
      await saveMutation.mutateAsync({ juryDetailId: sheet.juryDetailId, input: toInput(values, sheet.version) })
      clearDraft(key)
      setRestored(null)
      toast.success('Your draft is saved.')
    } catch (error) {
      showError(error)
    }
  })

  const submit = async () => {
    setFormError([])
    const valid = await form.trigger()
    if (!valid) return
    const values = form.getValues()
    const missing = values.scores.map((s, i) => (s.score.trim() === '' ? i : -1)).filter((i) => i >= 0)
    if (missing.length) {
      missing.forEach((i) => form.setError(`scores.${i}.score`, { type: 'required', message: `Give ${criteria[i]!.name} a score from 1 to 10 before submitting.` }))
      form.setFocus(`scores.${missing[0]!}.score`)
      return
    }
    const ok = await confirm({
      title: 'Submit your scores?',
      message: `Submit your scores for "${sheet.proposalTitle}"? Submitted scores are locked: you cannot change them afterwards.`,
    })
    if (!ok) return
    try {
      await submitMutation.mutateAsync({ juryDetailId: sheet.juryDetailId, input: toInput(values, sheet.version) })
      clearDraft(key)
      toast.success(`Your scores for "${sheet.proposalTitle}" are submitted.`)
    } catch (error) {
      showError(error)
    }
  }

  const discardRestored = () => {
    form.reset(serverValues)
    clearDraft(key)
    setRestored(null)
  }

  return {
    form,
    total,
    partial,
    scoredCount,
    restored,
    discardRestored,
    formError,
    save,
    submit,
    busy: saveMutation.isPending || submitMutation.isPending,
    saving: saveMutation.isPending,
    submitting: submitMutation.isPending,
  }
}
