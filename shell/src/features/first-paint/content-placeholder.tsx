import { Spinner, space } from '@alive/ui';
import styled from 'styled-components';

// The content column is a screen tall (layout.tsx), so whatever replaces this moves nothing below it.
const Placeholder = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[20]} 0;
`;

/**
 * Where a signed-in screen goes while the session is checked and the screen's remote loads: in the
 * prerendered app document, then as the remote's loading state, so the page does not change until the screen is there.
 */
export function ContentPlaceholder() {
  return (
    <Placeholder data-testid="content-placeholder">
      <Spinner size="lg" label="Loading" />
    </Placeholder>
  );
}
