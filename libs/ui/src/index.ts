// Theme
export * from './theme/tokens.ts';
export { GlobalStyle } from './theme/global-style.ts';
export { AliveThemeProvider } from './theme/theme-provider.tsx';
export { UiProvider } from './ui-provider.tsx';

// Components
export { Alert, type AlertProps, type AlertVariant } from './components/alert.tsx';
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge.tsx';
export {
  Button,
  LinkButton,
  buttonCss,
  buttonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
  type LinkButtonProps,
} from './components/button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card.tsx';
export { Dialog, type DialogProps } from './components/dialog.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { Field, Input, Label, Textarea, controlCss, type FieldProps, type InputProps, type TextareaProps } from './components/input.tsx';
export { Container, Grid, Stack, StackList } from './components/layout.tsx';
export { LineIcon } from './components/line-icon.tsx';
export { Eyebrow, PageHeader, type PageHeaderProps } from './components/page-header.tsx';
export { Progress, ProgressBar, progressPercent, type ProgressBarProps, type ProgressTone } from './components/progress-bar.tsx';
export { ScreenFrame, type ScreenFrameProps } from './components/screen-frame.tsx';
export { Select, type SelectOption, type SelectProps } from './components/select.tsx';
export { Skeleton, type SkeletonProps } from './components/skeleton.tsx';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/spinner.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './components/tabs.tsx';
export { VisuallyHidden } from './components/visually-hidden.tsx';
export { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipProps } from './tooltip/tooltip.tsx';

// Toasts
export {
  toast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastHandle,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-store.ts';
export { useToast, type UseToastResult } from './toast/use-toast.ts';
export { Toaster } from './toast/toaster.tsx';

// Module Federation
export { RemoteComponent, type RemoteComponentProps } from './remote/remote-component.tsx';
export { RemoteFallback, type RemoteFallbackProps } from './remote/remote-fallback.tsx';
export { RemoteErrorBoundary } from './remote/remote-error-boundary.tsx';
export { remoteModuleId } from './remote/remote-loader.ts';
