import { LOGIN_PATH, useCurrentUser } from '@alive/api-client';
import { buttonLook, CardContent, CardDescription, CardHeader, CardTitle, Container, MessageCard, MessagePage, Spinner } from '@alive/ui';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';

const HomeLink = styled(Link)`
  ${buttonLook({ variant: 'primary' })}
`;

const SignInLink = styled.a`
  ${buttonLook({ variant: 'primary' })}
`;

/**
 * Admin screens render for admins only (the admin service enforces the same rule on every call;
 * this only spares a non-admin a screen full of 403s).
 */
export function AdminOnly({
  children,
  description = 'This area is only available to administrators.',
  nonAdmin = 'message',
}: {
  children: ReactNode;
  description?: string;
  /** `redirect-home`: a signed-in non-admin is sent to / and a signed-out visitor offered Sign In (Website Analytics). */
  nonAdmin?: 'message' | 'redirect-home';
}) {
  const { isLoading, isAdmin, user } = useCurrentUser();
  if (isLoading) {
    return (
      <MessagePage>
        <Spinner size="lg" label="Checking access" />
      </MessagePage>
    );
  }
  if (!isAdmin && nonAdmin === 'redirect-home' && user) return <Navigate to="/" replace />;
  if (!isAdmin) {
    const signIn = nonAdmin === 'redirect-home';
    return (
      <Container>
        <MessagePage>
          <MessageCard>
            <CardHeader>
              <CardTitle as="h1">Admin Access Required</CardTitle>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
            <CardContent>
              {signIn ? <SignInLink href={LOGIN_PATH}>Sign In</SignInLink> : <HomeLink to="/">Return to Home</HomeLink>}
            </CardContent>
          </MessageCard>
        </MessagePage>
      </Container>
    );
  }
  return <>{children}</>;
}
