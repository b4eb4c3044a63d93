/** The addresses an LMS is given to register Margin as an LTI 1.3 tool. */
export function ltiAddresses(publicUrl: string) {
  const launch = `${publicUrl}/lti/launch`;
  return {
    login_url: `${publicUrl}/lti/login`,
    launch_url: launch,
    // A deep-linking request comes to the launch too: its message type tells it apart.
    deep_linking_url: launch,
    jwks_url: `${publicUrl}/lti/jwks`,
  };
}
