import { LineIcon } from '@alive/ui';

/** Line icons of the recommendation screens, drawn in the design system's line-icon frame (decorative). */
type IconProps = { size?: number };

export const RefreshIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M21 12a9 9 0 0 1-15.4 6.4L3 16" />
    <path d="M3 21v-5h5" />
    <path d="M3 12a9 9 0 0 1 15.4-6.4L21 8" />
    <path d="M21 3v5h-5" />
  </LineIcon>
);
export const ThumbUpIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z" />
    <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
  </LineIcon>
);
export const ThumbDownIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M17 14V3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1z" />
    <path d="M17 14l-4 8a3 3 0 0 1-3-3v-4H4.5a2 2 0 0 1-2-2.3l1.4-8A2 2 0 0 1 5.9 3H17" />
  </LineIcon>
);
export const BookmarkIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
  </LineIcon>
);
export const ExternalLinkIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14 21 3" />
  </LineIcon>
);
export const FilmIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M7 3v18M17 3v18M3 8h4M3 16h4M17 8h4M17 16h4M3 12h18" />
  </LineIcon>
);
export const TvIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="m17 2-5 5-5-5" />
  </LineIcon>
);
export const BookIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </LineIcon>
);
export const SparkIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
    <path d="M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  </LineIcon>
);
export const PlusIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);
export const CheckIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M20 6 9 17l-5-5" />
  </LineIcon>
);
export const CompassIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36z" />
  </LineIcon>
);
export const BulbIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M9 18h6M10 22h4" />
    <path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2z" />
  </LineIcon>
);
export const LayersIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="m12 2 10 5-10 5L2 7z" />
    <path d="m2 17 10 5 10-5M2 12l10 5 10-5" />
  </LineIcon>
);
export const UsersIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M21 21v-2a4 4 0 0 0-3-3.9" />
  </LineIcon>
);
export const LockIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </LineIcon>
);
export const WarningIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </LineIcon>
);
