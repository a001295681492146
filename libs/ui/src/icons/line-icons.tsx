// Through the package name, not '../components/line-icon.tsx': remotes then draw in the shell's shared
// LineIcon instead of bundling a copy of it next to their icons.
import { LineIcon } from '@alive/ui';

/**
 * The line icons of the feature screens, drawn in the design system's line-icon frame (decorative).
 * Imported from `@alive/ui/icons`, not from `@alive/ui`: `@alive/ui` is a shared singleton, bundled
 * whole into the shared set every page loads, while this entry is not shared, so each remote's build
 * keeps only the icons it imports (named exports of a side-effect-free module; docs/architecture.md,
 * "Shared singletons").
 */
export interface IconProps {
  size?: number;
}

export const AwardIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14.2-1.5 7.8 5-3 5 3-1.5-7.8" />
  </LineIcon>
);

export const CrownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m3 7 4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7Z" />
  </LineIcon>
);

export const BarChartIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 3v18h18" />
    <path d="M8 17V11M13 17V7M18 17v-4" />
  </LineIcon>
);

export const BookIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </LineIcon>
);

export const BookmarkIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
  </LineIcon>
);

export const BriefcaseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </LineIcon>
);

export const BulbIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M9 18h6M10 22h4" />
    <path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2z" />
  </LineIcon>
);

export const ChatIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />
  </LineIcon>
);

export const CheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </LineIcon>
);

export const CompassIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36z" />
  </LineIcon>
);

export const CopyIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </LineIcon>
);

export const CpuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
    <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
  </LineIcon>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14 21 3" />
  </LineIcon>
);

export const FilmIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M7 3v18M17 3v18M3 8h4M3 16h4M17 8h4M17 16h4M3 12h18" />
  </LineIcon>
);

export const LayersIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m12 2 10 5-10 5L2 7z" />
    <path d="m2 17 10 5 10-5M2 12l10 5 10-5" />
  </LineIcon>
);

export const LeafIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M11 20A7 7 0 0 1 4 13c0-6 6-9 16-10-1 10-4 16-10 16" />
    <path d="M4 21c3-5 6-8 10-10" />
  </LineIcon>
);

export const LockIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </LineIcon>
);

export const PaletteIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3A1.6 1.6 0 0 1 12 22z" />
    <circle cx="7.5" cy="10.5" r="1" />
    <circle cx="12" cy="7.5" r="1" />
    <circle cx="16.5" cy="10.5" r="1" />
  </LineIcon>
);

export const PlusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

export const RefreshIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 12a9 9 0 0 1-15.4 6.4L3 16" />
    <path d="M3 21v-5h5" />
    <path d="M3 12a9 9 0 0 1 15.4-6.4L21 8" />
    <path d="M21 3v5h-5" />
  </LineIcon>
);

export const ShareIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </LineIcon>
);

export const ShieldIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
  </LineIcon>
);

export const SignalOffIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M2 2l20 20" />
    <path d="M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5.2-2.8M19 13a10 10 0 0 0-2-1.5M2 8.8a15 15 0 0 1 4.2-2.7M22 8.8A15 15 0 0 0 11 5" />
    <path d="M12 20h.01" />
  </LineIcon>
);

export const SparkIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
    <path d="M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  </LineIcon>
);

export const TargetIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </LineIcon>
);

export const ThumbDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M17 14V3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1z" />
    <path d="M17 14l-4 8a3 3 0 0 1-3-3v-4H4.5a2 2 0 0 1-2-2.3l1.4-8A2 2 0 0 1 5.9 3H17" />
  </LineIcon>
);

export const ThumbUpIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z" />
    <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
  </LineIcon>
);

export const TrendIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m3 17 6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </LineIcon>
);

export const TvIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="m17 2-5 5-5-5" />
  </LineIcon>
);

export const UserIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
  </LineIcon>
);

export const UsersIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M21 21v-2a4 4 0 0 0-3-3.9" />
  </LineIcon>
);

export const WarningIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </LineIcon>
);
