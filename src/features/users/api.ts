import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useSendOnce } from '@/lib/send-once'
import { z } from '@/lib/zod'
import { getPage, send } from '@/lib/api-client'
import { searchDirectory } from '@/features/users/directory'
import { queryRoots } from '@/lib/query-keys'

export const managedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  unit: z.string(),
  phone: z.nullish(z.string()),
  shirtSize: z.nullish(z.string()),
  roleName: z.enum(['Commitee', 'Jury', 'Participant']),
  isActive: z.boolean(),
  createdAt: z.string(),
})
export type ManagedUser = z.infer<typeof managedUserSchema>

export interface UserFilters {
  page: number
  role: string
  keyword: string
}

export const userQueries = {
  all: () => queryRoots.users,
  list: (filters: UserFilters) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) =>
        getPage('/user', managedUserSchema, { params: { ...filters, perPage: 20 }, signal }),
      placeholderData: (previous) => previous,
    }),
  /** The accounts whose name or e-mail holds the text: who of a directory search already has one. */
  matching: (text: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'matching', text] as const,
      queryFn: ({ signal }) =>
        getPage('/user', managedUserSchema, {
          params: { page: 1, keyword: text, perPage: 100 },
          signal,
        }),
      enabled: text.trim().length >= 2,
    }),
  directory: (text: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'directory', text] as const,
      queryFn: ({ signal }) => searchDirectory(text, signal),
      enabled: text.trim().length >= 2,
      staleTime: 60 * 1000,
    }),
}

export function useAddUser() {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (
      input: { directoryId: string; roleName: ManagedUser['roleName'] },
      idempotencyKey: string,
    ) => send('post', '/user', input, { schema: managedUserSchema, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  })
}

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (
      { id, ...changes }: { id: string; roleName?: ManagedUser['roleName']; isActive?: boolean },
      idempotencyKey: string,
    ) =>
      send('put', `/user/${encodeURIComponent(id)}`, changes, {
        schema: managedUserSchema,
        idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  })
}
