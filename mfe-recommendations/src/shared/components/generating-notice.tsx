import { colors, fontSizes, fontWeights, radii, space } from '@alive/ui';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${colors.brandSoft};
  border-radius: ${radii.md};
  background: ${colors.brandSofter};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  strong { font-weight: ${fontWeights.semibold}; }
  span { color: ${colors.textMuted}; }
`;

const Ring = styled.i`
  flex: none;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid ${colors.brand};
  border-right-color: transparent;
  animation: ${spin} 0.75s linear infinite;
`;

export const GENERATING_TITLE = 'Generating your recommendations…';

/**
 * The answer said `generating`: a run is under way on the server and the screen asks again every 3 s
 * (docs/product/recommendations.md, Engine and freshness). With a list already shown, it is the older
 * one, replaced when the run ends.
 */
export function GeneratingNotice({ hasList }: { hasList: boolean }) {
  return (
    <Root role="status" data-testid="generating-notice">
      <Ring aria-hidden="true" />
      <div>
        <strong>{hasList ? 'Updating your recommendations…' : GENERATING_TITLE}</strong>{' '}
        <span>
          {hasList
            ? 'You are seeing your previous list; the new one appears here by itself.'
            : 'This takes a few seconds; they appear here by themselves.'}
        </span>
      </div>
    </Root>
  );
}
