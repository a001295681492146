import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, EmptyState, fontSizes, fontWeights, Grid, ProgressBar, Skeleton, space, Stack, StackList, useLoginRedirectOnError } from '@alive/ui';
import { CompassIcon } from '@alive/ui/icons';
import type { PersonalityProfile } from '@alive/contracts';
import { categoryLabel } from '@alive/domain';
import styled from 'styled-components';
import { LoadError } from '../../../shared/components/load-error.tsx';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { percentOf } from '../../../shared/components/percent.ts';
import { countOf } from '../../../shared/components/plural.ts';
import { usePersonalityProfile } from '../api/get-personality-profile.ts';
import { consistencyBand, explorationBand, PROFILE_MIN_CHOICES } from './profile-bands.ts';
import { topPreferences } from './top-preferences.ts';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px ${space[3]};
  font-size: ${fontSizes.sm};
  & > :last-child { flex-basis: 100%; }
  strong { font-weight: ${fontWeights.semibold}; }
  span { color: ${colors.textMuted}; font-variant-numeric: tabular-nums; }
`;

const Band = styled.p`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[2]};
  strong { font-size: ${fontSizes.lg}; font-weight: ${fontWeights.bold}; }
  span { color: ${colors.textMuted}; font-variant-numeric: tabular-nums; }
`;

const Muted = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const BadgeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

function Meter({ title, description, band, value }: { title: string; description: string; band: string; value: number }) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Band>
          <strong data-testid={`${title.toLowerCase().replace(/\s+/g, '-')}-band`}>{band}</strong>
          <span>{percentOf(value)}</span>
        </Band>
        <ProgressBar value={value * 100} label={title} />
      </CardContent>
    </Card>
  );
}

function ProfileView({ profile }: { profile: PersonalityProfile }) {
  const preferences = topPreferences(profile.preferenceStrengths);
  return (
    <Grid $columns={2}>
      <Meter
        title="Exploration Level"
        description="How much of the range of options you have tried."
        band={explorationBand(profile.explorationLevel)}
        value={profile.explorationLevel}
      />
      <Meter
        title="Consistency"
        description="How steadily your choices point the same way."
        band={consistencyBand(profile.consistencyScore)}
        value={profile.consistencyScore}
      />
      <Card aria-label="Top Preferences">
        <CardHeader>
          <CardTitle as="h2">Top Preferences</CardTitle>
          <CardDescription>Your strongest preferences so far.</CardDescription>
        </CardHeader>
        <CardContent>
          {preferences.length === 0 ? (
            <Muted>No preferences yet.</Muted>
          ) : (
            <StackList $gap={3}>
              {preferences.map((preference) => (
                <Row key={preference.tagName}>
                  <strong>{preference.displayName}</strong>
                  <span>{percentOf(preference.strength)}</span>
                  <ProgressBar value={preference.strength * 100} label={`${preference.displayName} strength`} height={6} />
                </Row>
              ))}
            </StackList>
          )}
        </CardContent>
      </Card>
      <Card aria-label="Dominant Categories">
        <CardHeader>
          <CardTitle as="h2">Dominant Categories</CardTitle>
          <CardDescription>Where you make most of your choices.</CardDescription>
        </CardHeader>
        <CardContent>
          {profile.dominantCategories.length === 0 ? (
            <Muted>No dominant categories yet.</Muted>
          ) : (
            <BadgeList>
              {profile.dominantCategories.map((category) => (
                <li key={category}>
                  <Badge variant="brand">{categoryLabel(category)}</Badge>
                </li>
              ))}
            </BadgeList>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** Your Profile tab: exploration and consistency bands, top 5 preferences, dominant categories. */
export function ProfileTab() {
  const profile = usePersonalityProfile();
  useLoginRedirectOnError(profile.error);
  if (profile.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your profile">
        <Grid $columns={2}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={160} radius="16px" />
          ))}
        </Grid>
      </div>
    );
  }
  if (profile.isError && !profile.data) return <LoadError title="Couldn't load your profile" error={profile.error} onRetry={() => void profile.refetch()} />;
  // A failed refresh keeps the profile already shown, with the error above it.
  const refreshError = profile.isError ? <LoadError title="Couldn't refresh your profile" error={profile.error} onRetry={() => void profile.refetch()} /> : null;
  if (profile.data.choiceCount < PROFILE_MIN_CHOICES) {
    return (
      <Stack>
        {refreshError}
        <EmptyState
        titleAs="h2"
        icon={<CompassIcon size={26} />}
        title="Your profile is still forming"
        description={`Make at least ${countOf(PROFILE_MIN_CHOICES, 'choice')} to see your exploration level, consistency and strongest preferences. You have made ${profile.data.choiceCount} so far.`}
        action={<RouterLinkButton to="/">Make some choices</RouterLinkButton>}
        />
      </Stack>
    );
  }
  return (
    <Stack>
      {refreshError}
      <ProfileView profile={profile.data} />
    </Stack>
  );
}
