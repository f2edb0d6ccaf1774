package site

import (
	"bytes"
	"encoding/json"
	"html/template"
	"net/http"
)

// popupPage carries the message in a data attribute: the Content-Security-Policy allows no
// inline script, so the script that posts it is a file of its own.
var popupPage = template.Must(template.New("popup").Parse(`<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Toolshop sign-in</title>
<body data-message="{{.Message}}">
<p>{{.Text}}</p>
<script src="/auth/google/popup.js"></script>
</body>
</html>
`))

// Popup answers the page that ends a sign-in in its popup: text for people to read, and m,
// as JSON, for the popup's script (PopupScript) to post to the page that opened it.
func Popup(w http.ResponseWriter, status int, m any, text string) error {
	message, err := json.Marshal(m)
	if err != nil {
		return err
	}
	var page bytes.Buffer
	if err := popupPage.Execute(&page, map[string]string{"Message": string(message), "Text": text}); err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store") // it holds a token
	w.WriteHeader(status)
	_, err = w.Write(page.Bytes())
	return err
}

// PopupScript is the popup page's script, served at /auth/google/popup.js.
const PopupScript = `// Hands the sign-in to the page that opened this popup, on this origin only, then closes.
const message = JSON.parse(document.body.dataset.message);
if (window.opener) {
  window.opener.postMessage(message, location.origin);
  window.close();
}
`
