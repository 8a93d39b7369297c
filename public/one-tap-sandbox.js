// The sandbox identity provider's stand-in for Google's one-tap prompt (non-production servers only): the sandbox
// sends the popup back here with an ID token in the URL fragment; this page hands it to the site's window as the
// one-tap credential on the site's broadcast channel (same origin only: the site's cross-origin-opener-policy has
// cut this popup off from window.opener by now), and closes. The token leaves the address bar at once.
;(() => {
  const params = new URLSearchParams(window.location.hash.slice(1))
  window.history.replaceState(null, "", window.location.pathname)
  const credential = params.get("id_token")
  if (credential) {
    const channel = new BroadcastChannel("oddsfold-popup")
    channel.postMessage({ type: "oddsfold-one-tap", credential })
    channel.close()
    window.close()
  }
  document.addEventListener("DOMContentLoaded", () => {
    document.body.textContent = credential
      ? "Signed in. You can close this window."
      : params.get("error_description") || params.get("error") || "No credential came back. Close this window and try again."
  })
})()
