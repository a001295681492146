import { ChoicesMadeHelp, colors, FigureHelp, fontSizes, fontWeights, media, radii, space } from '@alive/ui';
import { choicesMade, DIMENSIONS, EVIDENCE_TARGET_PER_DIMENSION } from '@alive/domain';
import type { HappinessProfile } from '@alive/contracts';
import styled from 'styled-components';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[3]};
  margin-top: ${space[6]};
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.md} { max-width: 560px; }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  dt { font-size: ${fontSizes.xs}; color: ${colors.textMuted}; font-weight: ${fontWeights.semibold}; text-transform: uppercase; letter-spacing: 0.06em; }
  dd { margin: 0; }
  dd.value { font-size: ${fontSizes['2xl']}; font-weight: ${fontWeights.extrabold}; font-variant-numeric: tabular-nums; }
  dd.value small { margin-left: 4px; font-size: ${fontSizes.sm}; font-weight: ${fontWeights.semibold}; color: ${colors.textMuted}; }
`;

/** Help of "Profile confidence": only this screen shows the figure, so its words live here. */
export const PROFILE_CONFIDENCE_HELP = `How settled your ${DIMENSIONS.length} A.L.I.V.E scores are: each counts fully once ${EVIDENCE_TARGET_PER_DIMENSION} choices keep pointing the same way, and not at all while split evenly.`;

/**
 * The profile's two figures, each from its one definition (docs/product/profile.md, Decision — one
 * definition per figure): Profile confidence as the profile service computes it (`profileConfidence`),
 * and Choices made as the home screen and the dashboard show it (`choicesMade`), each with its help.
 */
export function ProfileFigures({ profile }: { profile: HappinessProfile }) {
  const made = choicesMade(profile.choiceCount);
  return (
    <Stats>
      <Stat>
        <dt>Profile confidence</dt>
        <dd className="value" data-testid="profile-confidence">{profile.confidence}%</dd>
        <dd>
          <FigureHelp>{PROFILE_CONFIDENCE_HELP}</FigureHelp>
        </dd>
      </Stat>
      <Stat>
        <dt>Choices made</dt>
        <dd className="value">
          <span data-testid="profile-choices-made">{made.count}</span>
          <small>of {made.target}</small>
        </dd>
        <dd>
          <ChoicesMadeHelp target={made.target} />
        </dd>
      </Stat>
    </Stats>
  );
}
