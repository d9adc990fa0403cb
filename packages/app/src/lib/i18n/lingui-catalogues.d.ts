// A catalogue imported with `?lingui`: its messages compiled by @lingui/vite-plugin (decision 0054).
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A part of a language's catalogue, compiled by vite-catalogue.ts (decision 0056).
declare module 'virtual:pfm-catalogue/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
