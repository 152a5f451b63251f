import { useState, type CSSProperties } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'

export interface PosterFile {
  url: string
  contentType: string
  fileName: string
}

const isImage = (poster: PosterFile) => poster.contentType.startsWith('image/')

/**
 * A proposal's poster in a tile of fixed aspect: the whole image, never cropped, a tile linking to
 * the file when it is a PDF (or an image that fails to load), or a quiet placeholder when there is none.
 */
export function PosterTile({
  poster,
  title,
  className = '',
  variant = 'full',
}: {
  poster: PosterFile | null
  title: string
  className?: string
  /** `card`: a 4:3 tile, so grids stay short on phones; `full`: an A-series portrait page. */
  variant?: 'card' | 'full'
}) {
  const { t } = useLingui()
  const [broken, setBroken] = useState(false)
  const frame = `poster-tile ratio border rounded overflow-hidden bg-body-tertiary ${className}`
  const style = { '--bs-aspect-ratio': variant === 'card' ? '75%' : '141.4%' } as CSSProperties

  if (!poster) {
    return (
      <div className={frame} style={style}>
        <div className="d-flex flex-column align-items-center justify-content-center text-body p-3 text-center">
          <svg
            width="40"
            height="40"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="mb-2 opacity-50"
          >
            <path
              fill="currentColor"
              d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm0 16H5V5h14v14Zm-5.5-6.5-2.5 3-1.75-2.25L6.5 17h11l-4-4.5Z"
            />
          </svg>
          <span className="small">
            <Trans>No poster yet</Trans>
          </span>
        </div>
      </div>
    )
  }

  if (isImage(poster) && !broken) {
    return (
      <div className={frame} style={style}>
        {/* The image keeps its own proportions inside the tile's neutral background: a poster of any
            shape is shown whole. Its box is the drawn image, and it is never enlarged past its own
            size, so a small poster stays sharp. */}
        <div className="d-flex align-items-center justify-content-center">
          <img
            src={poster.url}
            alt={t`Poster: ${title}`}
            loading="lazy"
            className="d-block"
            style={{ maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto' }}
            onError={() => setBroken(true)}
          />
        </div>
      </div>
    )
  }

  const kind =
    poster.contentType === 'application/pdf' || /\.pdf$/i.test(poster.fileName)
      ? 'PDF'
      : t({ message: 'File', context: 'kind of poster file' })
  return (
    <div className={frame} style={style}>
      <a
        href={poster.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Open the poster of ${title} (${kind}, new tab)`}
        className="d-flex flex-column align-items-center justify-content-center text-decoration-none p-3 text-center"
      >
        <span className="badge text-bg-danger fs-6 mb-2" aria-hidden="true">
          {kind}
        </span>
        <span className="small text-break">
          <Trans>Open the poster ({kind}, new tab)</Trans>
        </span>
      </a>
    </div>
  )
}
