import { Card, space } from '@alive/ui';
import styled from 'styled-components';

/** The admin screens' shared layout pieces: a row of controls, a labelled control, a list row (a dialog's form is the design system's FormDialog). */

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
`;

/** A `<label>` above its control (the design system's Select takes its label from outside). */
export const LabelledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 160px;
`;

/** One item of a list (a pair, a library title): its text, then badges and actions, wrapping on narrow screens. */
export const ListRow = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
`;
