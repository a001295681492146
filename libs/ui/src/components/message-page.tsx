import styled from 'styled-components';
import { Card } from './card.tsx';

/**
 * A screen that is one short message with its next step (not found, access needed, an invitation):
 * a narrow centred card under the header.
 */
export const MessagePage = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

export const MessageCard = styled(Card)`
  width: 100%;
  max-width: 520px;
  text-align: center;
`;
