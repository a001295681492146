import { colors, fontSizes, fontWeights, radii, space } from '@alive/ui';
import { completionNextSteps, type NextStepLink } from '@alive/domain';
import type { ProfileCompletion } from '@alive/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.brandSofter};
  border: 1px solid ${colors.brandSoft};
`;

const Heading = styled.h3`
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
`;

const Text = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

function guidance(completion: ProfileCompletion): string {
  const open = completion.missing + completion.incomplete;
  if (open === 0) return 'Every dimension is complete. Put your profile to work:';
  return `${open} ${open === 1 ? 'dimension needs' : 'dimensions need'} more choices before your profile is complete.`;
}

/** Continue A.L.I.V.E Choices while anything is missing or incomplete; otherwise recommendations and groups. */
export function NextSteps({ completion }: { completion: ProfileCompletion }) {
  const links: NextStepLink[] = completionNextSteps(completion);
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>Next Steps</Heading>
      <Text>{guidance(completion)}</Text>
      <Links>
        {links.map((link, index) => (
          <RouterLinkButton key={link.href} to={link.href} variant={index === 0 ? 'primary' : 'outline'} size="sm">
            {link.label}
          </RouterLinkButton>
        ))}
      </Links>
    </Panel>
  );
}
