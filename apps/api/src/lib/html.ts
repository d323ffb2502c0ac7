/** Escapes text for an HTML mail's body or attribute: `&`, `<`, `>` and quotes become numeric entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page every HTML mail shares (the house font, colour and line height) around `body`: its lines, already
 * escaped and indented four spaces, without a newline at either end.
 */
export function htmlMail(body: string): string {
  return `<!doctype html>
<html lang="en">
  <body style="font-family: Arial, sans-serif; color: #1a2433; line-height: 1.5">
${body}
  </body>
</html>
`;
}
