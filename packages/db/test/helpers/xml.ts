/**
 * A strict little well-formedness check for the generated SVGs (no DTDs, comments or text
 * nodes are expected in them): every tag is closed in order and every attribute is quoted.
 * Returns the problem, or null when the markup is well formed.
 */
export function xmlProblem(markup: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-z][\w:-]*)(?:\s+[\w:-]+="[^"<&]*")*\s*(\/?)>/iy;
  let position = 0;
  while (position < markup.length) {
    if (markup[position] !== "<") return `text outside a tag at ${position}`;
    tag.lastIndex = position;
    const match = tag.exec(markup);
    if (!match) return `malformed tag at ${position}: ${markup.slice(position, position + 40)}`;
    const [whole, closing, name = "", selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) return `unexpected </${name}> at ${position}`;
    } else if (!selfClosing) {
      stack.push(name);
    }
    position += whole.length;
    if (stack.length === 0 && position < markup.length) return `content after the root element at ${position}`;
  }
  return stack.length === 0 ? null : `unclosed <${stack.at(-1)}>`;
}
