// The page the Studio's "Log ind som ejer på denne computer" opens: asks for the login code.
import { html } from 'hono/html';

export type LoginPageOptions = {
  /** The Studio page to return to. */
  origin: string;
  codeFile: string;
  wrongCode?: boolean;
};

export function loginPage({ origin, codeFile, wrongCode = false }: LoginPageOptions) {
  return html`<!doctype html>
<html lang="da">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Log ind i Studio – Nordkyst Byg</title>
  </head>
  <body>
    <main>
      <h1>Log ind i Studio</h1>
      <p>
        Skriv login-koden. Den står i terminalen, hvor du startede siden, og i filen
        <code>${codeFile}</code>, som kun din bruger på denne computer kan læse.
      </p>
      <form method="post">
        <input type="hidden" name="origin" value="${origin}" />
        <label for="code">Login-kode</label>
        <input id="code" name="code" type="text" autocomplete="off" spellcheck="false" required
          ${wrongCode ? html`aria-invalid="true" aria-describedby="code-error" autofocus` : html`autofocus`} />
        ${wrongCode ? html`<p id="code-error" role="alert">Koden er forkert. Kopiér den fra terminalen eller fra filen.</p>` : ''}
        <button type="submit">Log ind</button>
      </form>
    </main>
  </body>
</html>`;
}
