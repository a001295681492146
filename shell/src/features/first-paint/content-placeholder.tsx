import { SCREEN_FRAGMENT_ATTRIBUTE, SCREEN_SLOT_ATTRIBUTE } from '@alive/contracts/constants';
import { Spinner, space } from '@alive/ui';
import { useEffect, useReducer, useRef } from 'react';
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
 *
 * `retiring`: the screen is there (AuthGate). A spinner just goes; the picture is hidden in the very
 * commit that shows the screen, then emptied a few nodes at a time (remove-in-slices.ts) and only then
 * taken out, so its few hundred elements never make one long task on a phone.
 */
export function ContentPlaceholder({ retiring = false }: { retiring?: boolean }) {
  const fragment = screenFragmentAt(useLocation().pathname);
  const picture = useRef<HTMLDivElement>(null);
  const [emptied, markEmptied] = useReducer(() => true, false);
  useEffect(() => {
    // A chunk of its own: the start-up JavaScript has no room for what runs once the screen is there.
    // The picture is still there when it has loaded unless the page has moved on (then nothing to do).
    if (retiring) void import('./remove-in-slices.ts').then(({ removeInSlices }) => picture.current && removeInSlices(picture.current, markEmptied));
  }, [retiring]);
  if (retiring && (emptied || !fragment)) return null;
  // As the edge stitched it (stitchScreenFragment): a picture of the screen, inert and hidden from
  // assistive technology, until the screen is there.
  if (fragment) {
    return (
      <div
        ref={picture}
        {...slot}
        {...{ [SCREEN_FRAGMENT_ATTRIBUTE]: fragment.path }}
        aria-hidden="true"
        inert
        hidden={retiring}
        dangerouslySetInnerHTML={{ __html: fragment.html }}
      />
    );
  }
  return (
    <div {...slot}>
      <Placeholder data-testid="content-placeholder">
        <Spinner size="lg" label="Loading" />
      </Placeholder>
    </div>
  );
}
