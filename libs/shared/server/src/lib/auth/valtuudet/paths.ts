/* eslint-disable portal/no-route-words -- these are the e-Authorizations service's addresses, not the portal's: its words (`hpa`, `register`) only happen to be segments of portal pages too. */

/**
 * The addresses of Suomi.fi valtuudet's Web API, OAuth and Authorization REST API, relative to the
 * service's base URL, for the person-for-person case (`hpa`: a guardian acting for a child). The
 * client builds them (`valtuudetPaths`, every value encoded as one path segment, identity codes
 * included: a `+` century sign must not turn into a space); the stand-in answers them
 * (`valtuudetRoutes`). Kept together so the two cannot drift apart.
 */
const segment = encodeURIComponent;

export const valtuudetPaths = {
  register: (clientId: string, delegateIdentityCode: string) => `/service/hpa/user/register/${segment(clientId)}/${segment(delegateIdentityCode)}`,
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  delegate: (sessionId: string) => `/service/hpa/api/delegate/${segment(sessionId)}`,
  authorization: (sessionId: string, principalIdentityCode: string) => `/service/hpa/api/authorization/${segment(sessionId)}/${segment(principalIdentityCode)}`,
  restAuthorization: (clientId: string, delegateIdentityCode: string, principalIdentityCode: string) =>
    `/service/rest/hpa/authorization/${segment(clientId)}/${segment(delegateIdentityCode)}/${segment(principalIdentityCode)}`,
} as const;

export const valtuudetRoutes = {
  register: '/service/hpa/user/register/:clientId/:delegate',
  authorize: valtuudetPaths.authorize,
  token: valtuudetPaths.token,
  delegate: '/service/hpa/api/delegate/:sessionId',
  authorization: '/service/hpa/api/authorization/:sessionId/:principal',
  restAuthorization: '/service/rest/hpa/authorization/:clientId/:delegate/:principal',
} as const;
