import { zodResolver } from '@hookform/resolvers/zod'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { z } from '@/lib/zod'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { applyServerErrors } from '@/components/forms/server-errors'
import { useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { isSessionFailure } from '@/lib/api-errors'
import type { AutosaveHandlers } from '@/lib/autosave'
import { runSubmit } from '@/lib/interrupted-submit'
import { scoringCalls, scoringQueries, useSubmitSheet } from '@/features/scoring/api'
import { partialWeightedTotal, weightedTotal } from '@/features/scoring/fairness'
import type { Criterion, ScoreSheet, SheetInput } from '@/features/scoring/schemas'
import { boundedText } from '@/lib/text-length'
import { translate } from '@/i18n'
import { isScoreOnScale, typedScore } from '@/domain/award'

/**
 * The sheet's form for a rubric scale (the committee's rubric editor sets it; default 1–10). Its
 * messages are read when a value is checked, in the language shown then.
 */
export function sheetFormSchemaFor(min = 1, max = 10) {
  const scoreText = z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isScoreOnScale(typedScore(v) ?? NaN, { min, max }), {
      error: () => translate(msg`Enter a whole number from ${min} to ${max}.`),
    }),
  )
  return z.object({
    scores: z.array(
      z.object({
        criterionId: z.string(),
        score: scoreText,
        comment: boundedText({
          trim: false,
          max: 2000,
          tooLong: () => translate(msg`Keep the comment under 2000 characters.`),
        }),
      }),
    ),
    overallComment: boundedText({
      trim: false,
      max: 4000,
      tooLong: () => translate(msg`Keep the overall comment under 4000 characters.`),
    }),
  })
}

export const sheetFormSchema = sheetFormSchemaFor()
export type SheetFormValues = z.infer<typeof sheetFormSchema>

const scaleOf = (criteria: Criterion[]) => ({
  min: criteria[0]?.scaleMin ?? 1,
  max: criteria[0]?.scaleMax ?? 10,
})

export const sheetDraftKey = (juryDetailId: string) => `score:${juryDetailId}`

function toValues(sheet: ScoreSheet, criteria: Criterion[]): SheetFormValues {
  return {
    scores: criteria.map((c) => {
      const s = sheet.scores.find((x) => x.criterionId === c.id)
      return {
        criterionId: c.id,
        score: s?.score === null || s?.score === undefined ? '' : String(s.score),
        comment: s?.comment ?? '',
      }
    }),
    overallComment: sheet.overallComment,
  }
}

/** The sheet was changed elsewhere meanwhile: the judge chooses which version to keep before it is sent. */
class ConflictFirst extends Error {}

function toInput(values: SheetFormValues, version: number): SheetInput {
  return {
    scores: values.scores.map((s) => ({
      criterionId: s.criterionId,
      score: s.score.trim() === '' ? null : Number(s.score),
      comment: s.comment,
    })),
    overallComment: values.overallComment,
    version,
  }
}

/**
 * A score as the API reads it: `08` and ` 8 ` are the 8 the server answers with, so a sheet whose
 * field shows `08` is saved once, not again and again for a difference the server cannot keep. Text
 * that is no whole number stays as typed (it is held back on this device, never mistaken for empty).
 */
function scoreKey(text: string): string {
  const score = typedScore(text)
  return score === null ? '' : Number.isNaN(score) ? text : String(score)
}

/** Two sheets are the same text when the server would store the same scores and comments. */
function sheetContentKey(values: SheetFormValues): string {
  return JSON.stringify({
    scores: values.scores.map((s) => [s.criterionId, scoreKey(s.score), s.comment]),
    overallComment: values.overallComment,
  })
}

/** What a stored draft must look like to be a sheet's: its text is checked on the form, not here. */
const draftShape = z.object({
  scores: z.array(z.object({ criterionId: z.string(), score: z.string(), comment: z.string() })),
  overallComment: z.string(),
})

/**
 * A stored draft is used if it still fits the rubric (same criteria, same order), whatever its text:
 * a score out of the scale or a comment too long is the person's text, restored with its message on
 * the field, never dropped with the rest of the sheet.
 */
function fits(value: unknown, criteria: Criterion[]): value is SheetFormValues {
  const parsed = draftShape.safeParse(value)
  return (
    parsed.success &&
    parsed.data.scores.map((s) => s.criterionId).join() === criteria.map((c) => c.id).join()
  )
}

/** The sheet's fields that break its rules (field path → message); empty when it can all be sent. */
function fieldErrors(
  schema: ReturnType<typeof sheetFormSchemaFor>,
  values: SheetFormValues,
): Record<string, string> {
  const parsed = schema.safeParse(values)
  if (parsed.success) return {}
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

/** Server field errors `scores.<criterionId>[.comment]` and `overallComment` land on their fields. */
function sheetField(criteria: Criterion[]) {
  return (field: string): Path<SheetFormValues> | null => {
    const match = /^scores\.(.+?)(\.comment)?$/i.exec(field)
    const index = match ? criteria.findIndex((c) => c.id === match[1]) : -1
    if (index >= 0) return `scores.${index}.${match![2] ? 'comment' : 'score'}`
    return field.toLowerCase() === 'overallcomment' ? 'overallComment' : null
  }
}

/**
 * The score sheet's form state and actions, shared by the full sheet and the grand-final quick
 * sheet: every change is kept on this device and saved to the server as it is typed (the one
 * autosave, requirements R15.1); "submit" checks completeness, confirms, then locks.
 */
export function useSheetForm(sheet: ScoreSheet, criteria: Criterion[]) {
  const queryClient = useQueryClient()
  const [server] = useState(() => ({ values: toValues(sheet, criteria), version: sheet.version }))
  // The form is made from the draft, so the draft reaches the form's fields through this ref.
  const rejected = useRef<(error: unknown) => void>(() => undefined)
  const scale = scaleOf(criteria)
  const schema = useMemo(() => sheetFormSchemaFor(scale.min, scale.max), [scale.min, scale.max])
  const handlers = useMemo<AutosaveHandlers<SheetFormValues>>(
    () => ({
      save: async (values, version) => {
        const saved = await scoringCalls.save(sheet.juryDetailId, toInput(values, version))
        queryClient.setQueryData(scoringQueries.sheet(saved.juryDetailId).queryKey, saved)
        // The lists showing this sheet (a judge's assignments: "Score" becomes "Continue") are
        // fetched again when next shown, not at every save of a sheet shown beside them.
        void queryClient.invalidateQueries({
          queryKey: scoringQueries.sheetLists(),
          refetchType: 'none',
        })
        return { values: toValues(saved, criteria), version: saved.version }
      },
      fetchServer: async () => {
        const fresh = await queryClient.fetchQuery({
          ...scoringQueries.sheet(sheet.juryDetailId),
          staleTime: 0,
        })
        return { values: toValues(fresh, criteria), version: fresh.version }
      },
      onRejected: (error) => rejected.current(error),
      // A score off the scale or a comment too long cannot be saved (the API refuses it too): that
      // field is held back on this device, marked, and the rest of the sheet is saved as usual.
      heldBack: (values) => fieldErrors(schema, values),
    }),
    [sheet.juryDetailId, criteria, queryClient, schema],
  )
  const draft = useAutosave<SheetFormValues>({
    key: sheetDraftKey(sheet.juryDetailId),
    server,
    handlers,
    contentKey: sheetContentKey,
    restore: (stored) => (fits(stored, criteria) ? stored : null),
  })
  const form = useForm<SheetFormValues>({
    resolver: zodResolver(schema),
    defaultValues: draft.initialValues,
  })
  useAutosaveForm(form, draft)
  const [formError, setFormError] = useState<string[]>([])

  const watched = useWatch({ control: form.control, name: 'scores' })
  const numeric = (watched ?? []).map((s) => {
    const score = typedScore(s?.score ?? '')
    return {
      criterionId: s?.criterionId ?? '',
      score: score !== null && isScoreOnScale(score, scale) ? score : null,
    }
  })
  const total = weightedTotal(numeric, criteria)
  const partial = partialWeightedTotal(numeric, criteria)
  const scoredCount = numeric.filter((s) => s.score !== null).length

  const submitMutation = useSubmitSheet({ errors: 'inline' })
  const submitKey = sheetDraftKey(sheet.juryDetailId)
  const toast = useToast()
  const confirm = useConfirm()
  const { t } = useLingui()
  const title = sheet.proposalTitle

  const showError = (error: unknown) =>
    setFormError(applyServerErrors(error, form.setError, sheetField(criteria)))
  useEffect(() => {
    // A refused autosave's message is shown by the autosave panel; its field errors go on the fields.
    rejected.current = (error) => void applyServerErrors(error, form.setError, sheetField(criteria))
  }, [form, criteria])

  // The sheet's fields in the order they are shown; submit puts focus on the first one with a problem
  // (react-hook-form focuses an error only on handleSubmit, not on trigger).
  const focusFirstError = () => {
    const order: Array<Path<SheetFormValues>> = [
      ...criteria.flatMap((_, i) => [`scores.${i}.score`, `scores.${i}.comment`] as const),
      'overallComment',
    ]
    const first = order.find((name) => form.getFieldState(name).error)
    if (first) form.setFocus(first)
  }

  /** What Submit says of a criterion left without a score. */
  const markMissing = (i: number) => {
    const { min, max } = scale
    const name = criteria[i]!.name
    form.setError(`scores.${i}.score`, {
      type: 'required',
      message: t`Give ${name} a score from ${min} to ${max} before submitting.`,
    })
  }
  // Once Submit has been pressed, an empty score is a missing one.
  const submitTried = useRef(false)

  /**
   * A score field's message follows what it holds: checked when the judge leaves it (an empty one
   * is left alone: Submit says which are missing), and at every change once it shows a message or
   * Submit was pressed, so no message outlives the value it was about.
   */
  const scoreField = (i: number) => {
    const name = `scores.${i}.score` as const
    const recheck = () => {
      if (form.getValues(name).trim() !== '') void form.trigger(name)
      else if (submitTried.current) markMissing(i)
      else form.clearErrors(name)
    }
    return {
      onChange: () => {
        if (submitTried.current || form.getFieldState(name).error) recheck()
      },
      onBlur: () => {
        if (form.getValues(name).trim() !== '') recheck()
      },
    }
  }

  const submit = async () => {
    setFormError([])
    submitTried.current = true
    const valid = await form.trigger()
    if (!valid) {
      focusFirstError()
      return
    }
    const values = form.getValues()
    const missing = values.scores
      .map((s, i) => (s.score.trim() === '' ? i : -1))
      .filter((i) => i >= 0)
    if (missing.length) {
      missing.forEach(markMissing)
      focusFirstError()
      return
    }
    const ok = await confirm({
      title: t`Submit your scores?`,
      message: t`Submit your scores for "${title}"? Submitted scores are locked: you cannot change them afterwards.`,
      variant: 'warning',
    })
    if (!ok) return
    const conflicting = t`Choose which version to keep before submitting.`
    // A save on its way would make the version stale: let it land first.
    await draft.flush()
    if (draft.conflict) {
      setFormError([conflicting])
      return
    }
    try {
      await runSubmit(submitKey, () =>
        submitMutation.mutateAsync({
          juryDetailId: sheet.juryDetailId,
          typed: form.getValues(),
          // Read when the call goes: offline, it waits for the connection, and the sheet's own save of
          // what is typed meanwhile goes first (together they raced, and the submit was refused as
          // changed elsewhere).
          input: async () => {
            await draft.flush()
            if (draft.conflict) throw new ConflictFirst(conflicting)
            return toInput(form.getValues(), draft.getVersion())
          },
        }),
      )
      draft.complete()
      toast.success(t`Your scores for "${title}" are submitted.`)
    } catch (error) {
      if (error instanceof ConflictFirst) setFormError([error.message])
      // An ended session: the sheet's notice says the scores were not submitted, and offers it again once signed in.
      else if (!isSessionFailure(error)) showError(error)
    }
  }

  /** A field's label as the sheet shows it, for a conflict's choices. */
  const fieldLabel = (field: string): string => {
    const match = /^scores\.(\d+)\.(score|comment)$/.exec(field)
    const criterion = match ? criteria[Number(match[1])] : undefined
    if (match && criterion) {
      const name = criterion.name
      return match[2] === 'score' ? t`${name} score` : t`${name} comment`
    }
    return field === 'overallComment' ? t`Overall comment` : field === 'scores' ? t`Scores` : field
  }

  return {
    form,
    draft,
    fieldLabel,
    submitKey,
    total,
    partial,
    scoredCount,
    formError,
    scoreField,
    submit,
    submitting: submitMutation.isPending,
  }
}
