/** The addresses an LMS is given to register Margin as an LTI 1.3 tool. */
export function ltiAddresses(publicUrl: string) {
  const launch = `${publicUrl}/lti/launch`;
  return {
    login_url: `${publicUrl}/lti/login`,
    launch_url: launch,
    // One address for every message: the launch tells a deep-linking request by its message type.
    deep_linking_url: launch,
    jwks_url: `${publicUrl}/lti/jwks`,
  };
}
