import { aliveLetterColors, colors, fontWeights } from '@alive/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const LETTERS = ['A', 'L', 'I', 'V', 'E'] as const;

const Root = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  text-decoration: none;
  color: ${colors.text};
  flex: none;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 10px;
  background: linear-gradient(135deg, ${aliveLetterColors[0]}, ${aliveLetterColors[1]});
  color: white;
  font-weight: ${fontWeights.extrabold};
  font-size: 18px;
  box-shadow: 0 4px 10px rgba(91, 75, 219, 0.3);

  /* The mark's letter is drawn, not text, so the link's visible text is the word alone and its name
     ("A.L.I.V.E home") starts with what a speech-input user reads on screen (axe label-content-name-mismatch). */
  &::before {
    content: 'A';
  }
`;

const Word = styled.span`
  font-weight: ${fontWeights.extrabold};
  font-size: 19px;
  letter-spacing: 0.02em;
`;

export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Root to="/" aria-label="A.L.I.V.E home" onClick={onNavigate}>
      <Mark aria-hidden="true" />
      <Word>
        {LETTERS.map((letter, index) => (
          <span key={letter}>
            <span style={{ color: aliveLetterColors[index] }}>{letter}</span>
            {index < LETTERS.length - 1 ? '.' : ''}
          </span>
        ))}
      </Word>
    </Root>
  );
}
