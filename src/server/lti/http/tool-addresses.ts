/** The addresses an LMS is given to register Margin as an LTI 1.3 tool. */
export function ltiAddresses(publicUrl: string) {
  return {
    login_url: `${publicUrl}/lti/login`,
    launch_url: `${publicUrl}/lti/launch`,
    jwks_url: `${publicUrl}/lti/jwks`,
  };
}
