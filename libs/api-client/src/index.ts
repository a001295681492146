export { ApiError, throwIfNotOk, isUnauthorized } from './api-error.ts';
export { plainErrorMessage, GENERIC_MESSAGE, OFFLINE_MESSAGE } from './plain-error-message.ts';
export { announceChoiceRecorded, onChoiceRecorded, useOnChoiceRecorded, type ChoiceRecorded } from './choice-recorded.ts';
export { apiRequest, apiJson, type HttpMethod } from './api-request.ts';
export { getQueryFn, createQueryClient, type UnauthorizedBehavior } from './query-client.ts';
export {
  useCurrentUser,
  userDisplayName,
  forgetLastKnownUser,
  isRememberedUser,
  lastKnownUser,
  onUserRememberedElsewhere,
  currentUserQueryKey,
  currentUserQueryOptions,
  CURRENT_USER_PATH,
  type CurrentUser,
  type CurrentUserState,
} from './current-user.ts';
export {
  LOGIN_PATH,
  LOGIN_REDIRECT_DELAY_MS,
  UNAUTHORIZED_TOAST,
  navigateToLogin,
  redirectToLoginIfUnauthorized,
} from './login-redirect.ts';
export { apiQueryKey, endpointCall, endpointClient, type EndpointCall, type EndpointClient } from './endpoint-client.ts';
export { refetchOnVisit, seedScreenAnswers } from './screen-answers.ts';
