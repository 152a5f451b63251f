import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { Pager } from '@/components/data/pager'
import { ErrorState, LoadingState } from '@/components/feedback/states'
import { Menu, MenuLink } from '@/components/layout/menu'
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationQueries,
} from '@/features/notifications/api'
import type { Notification } from '@/features/notifications/schemas'
import { formatDateTime } from '@/lib/dates'
import { keptCopyTime } from '@/lib/offline-answers'

/** A bell, drawn so that it needs no icon font and hides from screen readers (the button names it). */
function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm.995-14.901a1 1 0 1 0-1.99 0A5.002 5.002 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901z" />
    </svg>
  )
}

/**
 * The notification centre in the shell of every area: a bell with the number of unread
 * notifications, and under it the person's notifications, newest first, a page at a time. Each
 * one is a link to the exact screen it is about (following it marks it read); "Mark all read"
 * marks every one. The list is the server's, in the language shown; without a network it shows
 * what this device kept, and says so.
 */
export function NotificationBell() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [page, setPage] = useState(1)
  const unread = useQuery(notificationQueries.unread())
  const list = useQuery({ ...notificationQueries.page(page, i18n.locale), enabled: open })
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: notificationQueries.all(), refetchType: 'active' })
  const markAll = useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh })
  const markOne = useMutation({ mutationFn: markNotificationRead, onSettled: refresh })
  const count = unread.data?.unread ?? 0
  const keptAt = keptCopyTime(list.data)
  const keptOn = keptAt === null ? null : formatDateTime(keptAt)

  const follow = (n: Notification) => {
    if (n.readAt === null) markOne.mutate(n.id)
  }

  return (
    <Menu
      align="end"
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        // Opened again: the first page, as the server has it now.
        if (next) {
          setPage(1)
          void refresh()
        }
      }}
      className="notification-bell me-1 me-xl-2"
      toggleClassName="btn btn-link nav-link text-white d-flex align-items-center gap-1 px-1 px-xl-0 py-1"
      panelClassName="notification-panel p-0 shadow"
      toggleLabel={count > 0 ? t`Notifications, ${count} unread` : t`Notifications, none unread`}
      label={
        <>
          <BellIcon />
          {count > 0 ? (
            <Badge bg="danger" pill aria-hidden="true" className="bell-count">
              {count > 99 ? '99+' : count}
            </Badge>
          ) : null}
        </>
      }
    >
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
        <h2 className="h6 mb-0">
          <Trans>Notifications</Trans>
        </h2>
        <Button
          variant="link"
          size="sm"
          className="p-0"
          disabled={count === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <Trans>Mark all read</Trans>
        </Button>
      </div>
      {keptOn ? (
        <p className="small text-body-secondary px-3 py-2 mb-0 border-bottom" role="status">
          <Trans>Kept on this device from {keptOn}, not live.</Trans>
        </p>
      ) : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <p className="px-3 py-4 mb-0 text-body-secondary text-center">
            <Trans>You have no notifications yet.</Trans>
          </p>
        ) : (
          <>
            <ul className="list-unstyled mb-0 notification-list">
              {list.data.items.map((n) => (
                <li key={n.id} className="border-bottom">
                  <MenuLink
                    to={n.link}
                    onClick={() => follow(n)}
                    className={`text-wrap py-2 ${n.readAt === null ? 'notification-unread' : ''}`}
                  >
                    <span className={`d-block ${n.readAt === null ? 'fw-semibold' : ''}`}>
                      {n.readAt === null ? (
                        <span className="visually-hidden">{t`Unread:`} </span>
                      ) : null}
                      {n.title}
                    </span>
                    <span className="d-block small">{n.text}</span>
                    <time dateTime={n.at} className="d-block small">
                      {formatDateTime(n.at)}
                    </time>
                  </MenuLink>
                </li>
              ))}
            </ul>
            <div className="px-3 py-2">
              <Pager
                page={list.data.currentPage}
                pageCount={list.data.pageCount}
                onChange={setPage}
                label={t`Pages of notifications`}
              />
            </div>
          </>
        )
      ) : list.isError ? (
        <div className="px-3">
          <ErrorState
            error={list.error}
            title={t`The notifications could not be loaded`}
            onRetry={() => void list.refetch()}
          />
        </div>
      ) : (
        <LoadingState
          label={t`Loading the notifications…`}
          className="px-3 py-3 text-body-secondary"
        />
      )}
    </Menu>
  )
}
