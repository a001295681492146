// Theme (only what apps use; the full token set stays internal)
export {
  aliveLetterColors,
  breakpoints,
  colors,
  fontSizes,
  fontWeights,
  media,
  radii,
  shadows,
  space,
  transitions,
  zIndices,
} from './theme/tokens.ts';
export { UiProvider } from './ui-provider.tsx';

// Components
export { Alert } from './components/alert.tsx';
export { Badge, type BadgeVariant } from './components/badge.tsx';
export { Button, LinkButton, buttonLook, type ButtonSize, type ButtonVariant } from './components/button.tsx';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './components/card.tsx';
// Dialog (and FormDialog, a dialog holding one form) load Radix on first open (docs/decisions.md, "Radix primitives").
export { Dialog, type DialogProps } from './components/dialog.tsx';
export { FormDialog, type FormDialogProps } from './components/form-dialog.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { ChoicesMadeHelp, choicesMadeHelp, FigureHelp, type ChoicesMadeHelpProps } from './components/figure-help.tsx';
export { Container, Grid, Stack, StackList } from './components/layout.tsx';
export { MessageCard, MessagePage } from './components/message-page.tsx';
// The icons drawn in it are a separate, unshared entry: `@alive/ui/icons` (see icons/line-icons.tsx).
export { LineIcon } from './components/line-icon.tsx';
export { Eyebrow, PageHeader } from './components/page-header.tsx';
export { ProgressBar } from './components/progress-bar.tsx';
export { QueryError, type QueryErrorProps } from './components/query-error.tsx';
export { LoadMore, type LoadMoreProps } from './components/load-more.tsx';
export {
  createRouterLinkButton,
  type RouterLinkButtonProps,
  type RouterLinkComponent,
} from './components/router-link-button.tsx';
export { ScreenPage } from './components/screen-frame.tsx';
export { Select } from './components/select.tsx';
export { STARTER_PICK, StarterBadge, StarterNote } from './components/starter-pick.tsx';
export { Skeleton } from './components/skeleton.tsx';
export { Spinner } from './components/spinner.tsx';
export { loadTabs, Tabs, useTabsLoaded, TabsContent, TabsList, TabsTrigger } from './components/tabs.tsx';
export { TabList } from './components/tab-list.tsx';
export { Text } from './components/text.tsx';
export { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './components/text-field.tsx';
export { VisuallyHidden } from './components/visually-hidden.tsx';

// Toasts: `useToast().toast(...)` from any remote, one <Toaster/> in the shell
export { useToast } from './toast/use-toast.ts';
export { Toaster } from './toast/toaster.tsx';
// A lazily loaded chunk that waits for the connection instead of throwing (lazy/import-until-loaded.ts)
export { importUntilLoaded } from './lazy/import-until-loaded.ts';

// Module Federation
export { RemoteComponent, type RemoteComponentProps } from './remote/remote-component.tsx';
export { RemoteFallback, type RemoteFallbackProps } from './remote/remote-fallback.tsx';
export { RemoteErrorBoundary } from './remote/remote-error-boundary.tsx';
export { loadRemoteComponent, remoteModuleId } from './remote/remote-loader.ts';
export { emitRemoteEvent, onRemoteEvent, type RemoteEvent } from './remote/remote-events.ts';
export { failedIntegrity, registerReleaseIntegrity } from './remote/release-integrity.ts';

// Hooks the screens share (the charts of mfe-profile and mfe-admin; the login redirect of every remote)
export { useElementWidth } from './hooks/use-element-width.ts';
export {
  SIGN_IN_NEEDED_DELAY_MS,
  useLoginRedirect,
  useLoginRedirectOnError,
  useSignInNeeded,
  type SignInNeededMessage,
} from './hooks/use-login-redirect.ts';
