import styled, { css } from 'styled-components';
import { colors, fontSizes, radii, shadows, space, transitions } from '../theme/tokens.ts';

/** The closed select's look, shared by the placeholder trigger and the Radix one. */
export const selectTriggerCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  text-align: left;
  cursor: pointer;
  transition: border-color ${transitions.fast}, box-shadow ${transitions.fast};
  &[aria-invalid='true'] { border-color: ${colors.dangerSolid}; }
  &[data-placeholder] { color: ${colors.textSubtle}; }
  &:focus-visible, &[data-state='open'] { outline: none; border-color: ${colors.brand}; box-shadow: ${shadows.focus}; }
  &:disabled { background: ${colors.surfaceMuted}; cursor: not-allowed; opacity: 0.7; }
`;

export const Chevron = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  margin: 0 4px 4px 0;
  border-right: 2px solid ${colors.textMuted};
  border-bottom: 2px solid ${colors.textMuted};
  transform: rotate(45deg);
`;
