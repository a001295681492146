import { userFromClaims } from './identity-claims.ts';

const policy = { adminEmails: ['admin@alive.local'], adminClaim: undefined };

describe('userFromClaims', () => {
  it('maps the standard claims to the user row', () => {
    expect(
      userFromClaims(
        { sub: 's1', email: 'Alex@Alive.local', given_name: 'Alex', family_name: 'Rivera', picture: 'http://id/a.svg' },
        policy,
      ),
    ).toEqual({ id: 's1', email: 'alex@alive.local', firstName: 'Alex', lastName: 'Rivera', profileImageUrl: 'http://id/a.svg', isAdmin: false });
  });

  it('grants admin to a configured e-mail, case-insensitively', () => {
    expect(userFromClaims({ sub: 's', email: 'ADMIN@alive.local' }, policy).isAdmin).toBe(true);
  });

  it('does not grant admin by e-mail when the provider says it is unverified', () => {
    expect(userFromClaims({ sub: 's', email: 'admin@alive.local', email_verified: false }, policy).isAdmin).toBe(false);
  });

  it('ignores an admin claim unless one is configured, and then needs exactly true', () => {
    expect(userFromClaims({ sub: 's', email: 'x@y.z', alive_admin: true }, policy).isAdmin).toBe(false);
    const claimPolicy = { adminEmails: [], adminClaim: 'alive_admin' };
    expect(userFromClaims({ sub: 's', alive_admin: true }, claimPolicy).isAdmin).toBe(true);
    expect(userFromClaims({ sub: 's', alive_admin: 'true' }, claimPolicy).isAdmin).toBe(false);
  });

  it('splits `name` when given/family names are missing', () => {
    const profile = userFromClaims({ sub: 's', name: 'Grace  Brewster Hopper' }, policy);
    expect(profile.firstName).toBe('Grace');
    expect(profile.lastName).toBe('Brewster Hopper');
  });

  it('takes control and text-direction characters out of names, which other people read', () => {
    const profile = userFromClaims({ sub: 's', given_name: 'Al\u202Eex\u0007', family_name: '\u2066\u2069', name: 'ignored' }, policy);
    expect(profile).toMatchObject({ firstName: 'Alex', lastName: null });
    expect(userFromClaims({ sub: 's', name: ' \u202DSam\tOkafor ' }, policy)).toMatchObject({ firstName: 'Sam', lastName: 'Okafor' });
    // Right-to-left names keep their marks.
    expect(userFromClaims({ sub: 's', given_name: 'שלום\u200F' }, policy).firstName).toBe('שלום\u200F');
  });

  it('drops names that show nothing: only zero-width, filler or blank characters', () => {
    expect(userFromClaims({ sub: 's', given_name: '\u200B', family_name: '\u3164\u2800' }, policy)).toMatchObject({ firstName: null, lastName: null });
    // Given and family names that show nothing count as absent: `name` is used instead.
    expect(userFromClaims({ sub: 's', given_name: '\u200B', family_name: '\u3164', name: 'Maya Chen' }, policy)).toMatchObject({ firstName: 'Maya', lastName: 'Chen' });
    expect(userFromClaims({ sub: 's', given_name: '\u200F', family_name: 'Chen' }, policy)).toMatchObject({ firstName: null, lastName: 'Chen' });
    // From `name`, a word that shows nothing is no part of the name.
    expect(userFromClaims({ sub: 's', name: '\u200B Maya \u3164 Chen' }, policy)).toMatchObject({ firstName: 'Maya', lastName: 'Chen' });
    expect(userFromClaims({ sub: 's', name: '\u115F\u1160' }, policy)).toMatchObject({ firstName: null, lastName: null });
  });

  it('leaves absent fields null', () => {
    expect(userFromClaims({ sub: 's' }, policy)).toEqual({
      id: 's', email: null, firstName: null, lastName: null, profileImageUrl: null, isAdmin: false,
    });
  });
});
