import { Button, Container, colors, fontSizes, space } from '@alive/ui';
import styled from 'styled-components';
import { clearRemoteOverrides, type RemoteOverrides } from './remote-overrides.ts';

const Bar = styled.div`
  background: ${colors.warningSoft};
  border-bottom: 2px solid ${colors.warningSolid};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  padding: ${space[2]} 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  flex: 1;
  min-width: 0;
`;

const Url = styled.code`
  overflow-wrap: anywhere;
`;

/**
 * Shown while any remote runs from a developer's override instead of the site's own build, so nobody
 * mistakes that page for the site (docs/architecture.md, "Develop one remote").
 */
export function RemoteOverrideBanner({ overrides, onClear = () => clearRemoteOverrides() }: { overrides: RemoteOverrides; onClear?: () => void }) {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <Bar role="region" aria-label="Remote overrides">
      <Container>
        <Row>
          <strong>Remote override on:</strong>
          <List>
            {entries.map(([name, url]) => (
              <li key={name}>
                <strong>{name}</strong> from <Url>{url}</Url>
              </li>
            ))}
          </List>
          <Button size="sm" variant="outline" onClick={onClear}>
            Clear overrides
          </Button>
        </Row>
      </Container>
    </Bar>
  );
}
