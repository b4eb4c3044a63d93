/**
 * The handoff page's script, served as a file so that the page's policy allows no inline script. It
 * writes the session as the application keeps one that is not remembered on the device (each value
 * under its own key in session storage, none left in local storage), then replaces the page with the
 * landing address, so that going back does not post the launch again.
 */
export const HANDOFF_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('margin-handoff').textContent);
  try {
    Object.keys(data.session).forEach(function (key) {
      window.localStorage.removeItem(key);
      window.sessionStorage.setItem(key, data.session[key]);
    });
  } catch (error) {
    document.getElementById('margin-opening').hidden = true;
    document.getElementById('margin-storage-blocked').hidden = false;
    return;
  }
  window.location.replace(data.landing);
})();
`;

/**
 * The return page's script: posts the signed deep-linking answer to the platform at once. The page's
 * button does the same for a browser that runs no script.
 */
export const CONTENT_RETURN_SCRIPT = `document.getElementById('margin-return').submit();
`;
