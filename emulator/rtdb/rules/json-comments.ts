// Firebase accepts `//` and `/* */` comments in database.rules.json; JSON.parse does not.
// Comments are replaced by spaces (newlines kept) so JSON.parse error positions still point at the
// right line and column of the original file.

export function stripJsonComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"') {
      // Copy a string literal verbatim: `//` inside "a//b" is not a comment.
      const start = i;
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      out += text.slice(start, i);
    } else if (ch === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new SyntaxError('Unterminated /* comment in rules');
      for (; i < end + 2; i++) out += text[i] === '\n' ? '\n' : ' ';
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}
