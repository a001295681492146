import { LineIcon } from '@alive/ui';

/** Decorative icons of the home screen, drawn in the design system's line-icon frame. */
interface IconProps {
  size?: number;
}

export function SparkleIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" fill="currentColor" />
      <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" fill="currentColor" />
    </LineIcon>
  );
}

export function FlameIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path
        d="M12 22c4 0 7-2.7 7-6.7 0-3.6-2.4-6-4.3-8.3-.4 2-1.5 3.3-2.7 3.3.3-3.1-1-6.1-3.5-8.3C8.6 5.5 5 8.8 5 15.3 5 19.3 8 22 12 22z"
        fill="currentColor"
        stroke="none"
      />
    </LineIcon>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </LineIcon>
  );
}

export function FlagIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 21V4" />
      <path d="M5 4h11l-2 4 2 4H5" />
    </LineIcon>
  );
}
