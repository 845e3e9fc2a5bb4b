import type { Plugin } from 'vite';

/**
 * The document both apps are served in. An app's index.html holds only the tags of its head that are its own (its
 * title and description, and what else it tells search engines); this wraps them in the document both share: the
 * character set and viewport first, the root element the app renders into, and its entry module. The wrapping comes
 * before Vite reads the page, so the entry is bundled and every other plugin sees the whole document.
 */
export function appDocument(): Plugin {
  return {
    name: 'app-document',
    transformIndexHtml: {
      order: 'pre',
      handler: (ownHead) => {
        const tags = ownHead
          .replace(/<!--[\s\S]*?-->/g, '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        return [
          '<!doctype html>',
          '<html lang="en">',
          '  <head>',
          '    <meta charset="UTF-8" />',
          '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
          ...tags.map((tag) => `    ${tag}`),
          '    <link rel="icon" href="data:," />',
          '  </head>',
          '  <body>',
          '    <div id="root"></div>',
          '    <script type="module" src="/src/main.tsx"></script>',
          '  </body>',
          '</html>',
          '',
        ].join('\n');
      },
    },
  };
}
