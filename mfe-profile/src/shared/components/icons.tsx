import { LineIcon } from '@alive/ui';

/** Line icons of the profile screens, drawn in the design system's line-icon frame. */
type IconProps = { size?: number };

export const CompassIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36z" />
  </LineIcon>
);
export const LockIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </LineIcon>
);
export const BarChartIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M3 3v18h18" />
    <path d="M8 17V11M13 17V7M18 17v-4" />
  </LineIcon>
);
export const TrendIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="m3 17 6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </LineIcon>
);
export const BulbIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M9 18h6M10 22h4" />
    <path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2z" />
  </LineIcon>
);
export const SparkIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
    <path d="M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  </LineIcon>
);
export const AwardIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14.2-1.5 7.8 5-3 5 3-1.5-7.8" />
  </LineIcon>
);
export const LeafIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M11 20A7 7 0 0 1 4 13c0-6 6-9 16-10-1 10-4 16-10 16" />
    <path d="M4 21c3-5 6-8 10-10" />
  </LineIcon>
);
export const ChatIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />
  </LineIcon>
);
export const BriefcaseIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </LineIcon>
);
export const TargetIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </LineIcon>
);
export const CpuIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
    <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
  </LineIcon>
);
export const SignalOffIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M2 2l20 20" />
    <path d="M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5.2-2.8M19 13a10 10 0 0 0-2-1.5M2 8.8a15 15 0 0 1 4.2-2.7M22 8.8A15 15 0 0 0 11 5" />
    <path d="M12 20h.01" />
  </LineIcon>
);
export const CopyIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </LineIcon>
);
export const ShareIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </LineIcon>
);
export const PaletteIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3A1.6 1.6 0 0 1 12 22z" />
    <circle cx="7.5" cy="10.5" r="1" />
    <circle cx="12" cy="7.5" r="1" />
    <circle cx="16.5" cy="10.5" r="1" />
  </LineIcon>
);
