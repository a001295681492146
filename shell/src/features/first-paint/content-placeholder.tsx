import { SCREEN_FRAGMENT_ATTRIBUTE, SCREEN_SLOT_ATTRIBUTE } from '@alive/contracts/constants';
import { Spinner, space } from '@alive/ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { screenFragmentAt } from './screen-fragment.ts';

// The content column is a screen tall (layout.tsx), so whatever replaces this moves nothing below it.
const Placeholder = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[20]} 0;
`;

const slot = { [SCREEN_SLOT_ATTRIBUTE]: '' };

/**
 * Where a signed-in screen goes while the session is checked and the screen's remote loads: in the
 * prerendered app document, then as the remote's loading state, so the page does not change until the
 * screen is there. When the edge stitched the screen's own first render into the document (a screen
 * fragment, screen-fragment.ts), that is what shows here, untouched: React keeps the slot's markup as the
 * document has it, and the screen renders the same in its place.
 */
export function ContentPlaceholder() {
  const fragment = screenFragmentAt(useLocation().pathname);
  // As the edge stitched it (stitchScreenFragment): a picture of the screen, inert and hidden from
  // assistive technology, until the screen is there.
  if (fragment) {
    return <div {...slot} {...{ [SCREEN_FRAGMENT_ATTRIBUTE]: fragment.path }} aria-hidden="true" inert dangerouslySetInnerHTML={{ __html: fragment.html }} />;
  }
  return (
    <div {...slot}>
      <Placeholder data-testid="content-placeholder">
        <Spinner size="lg" label="Loading" />
      </Placeholder>
    </div>
  );
}
